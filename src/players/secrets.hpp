// Passwords and session tokens, through libsodium. A password is kept only as an Argon2id hash
// (crypto_pwhash_str: the salt and the cost live inside the hash string); a session token is 32
// random bytes given to the browser once, and the store keeps only its BLAKE2b hash, so that a
// leaked database lets nobody log in and every node of a deployment can check a cookie.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace menagerie::players {

// How much an Argon2id hash costs to compute (and so to guess).
struct PasswordCost {
  unsigned long long ops = 0;
  std::size_t memory = 0;  // bytes
  // libsodium's interactive limits (2 passes over 64 MiB): what the server uses.
  static PasswordCost interactive();
  // libsodium's minimum: for tests and sanitizer builds only, where the interactive cost would
  // make each hash take seconds.
  static PasswordCost cheapest();
};

constexpr std::size_t kMinPasswordLength = 8;
constexpr std::size_t kMaxPasswordLength = 256;  // bytes: bounds the work a request can cause

// Why `password` cannot be used, or nothing: 8 to 256 bytes, no NUL byte.
std::optional<std::string> password_error(std::string_view password);

// The Argon2id hash string of `password` (a fresh random salt each time). Throws
// std::invalid_argument with password_error's message for an unusable password, std::runtime_error
// when libsodium fails (out of memory).
std::string hash_password(std::string_view password,
                          const PasswordCost& cost = PasswordCost::interactive());

// True when `password` is the one `hash` was made from. False for a wrong password and for a hash
// that is not an Argon2id hash string.
bool verify_password(std::string_view hash, std::string_view password);

// True when `hash` was made with another cost than `cost`: hash the password again at login.
bool needs_rehash(std::string_view hash, const PasswordCost& cost = PasswordCost::interactive());

// A fresh session token: 32 random bytes (libsodium's CSPRNG), base64url without padding (43
// characters), fit for a cookie.
std::string new_session_token();

// What the store keeps of a session token: the lowercase hex of its 32-byte BLAKE2b hash
// (crypto_generichash, unkeyed: every node computes the same). A token has 256 random bits, so a
// fast hash suffices: there is nothing to guess by brute force.
std::string hash_session_token(std::string_view token);

// Sealing a secret for whoever holds another secret (quick pairing across nodes: the node that
// seats a player writes the seat's token where every node reads, sealed so that only the node
// the player's own seek secret reaches can open it; a leaked database opens nothing). A key pair
// is derived from `secret` (its BLAKE2b hash as the seed of crypto_box_seed_keypair): its public
// half, as lowercase hex, is what a sealer needs.
std::string sealing_key(std::string_view secret);
// `text` sealed to `key` (crypto_box_seal: anonymous sender, fresh ephemeral key), as hex.
// Throws std::invalid_argument for a key that is not a public key in hex.
std::string seal(std::string_view key, std::string_view text);
// What `sealed` holds, opened with the key pair of `secret`; nothing when it was sealed to
// another key, was changed, or is not hex.
std::optional<std::string> unseal(std::string_view secret, std::string_view sealed);

}  // namespace menagerie::players
