// Seat tokens: the secret a player's browser keeps to act for a seat. The store keeps only its
// hash, so a leaked database does not let anyone move for somebody else.
#pragma once

#include <string>
#include <string_view>

namespace menagerie::store {

// A fresh unguessable secret: 32 random bytes from the operating system's CSPRNG (OpenSSL
// RAND_bytes), written URL-safe (base64url without padding, 43 characters). Also fit for game ids.
std::string new_token();

// The lowercase hex SHA-256 of `token`: what SeatRecord::token_hash holds.
std::string hash_token(std::string_view token);

}  // namespace menagerie::store
