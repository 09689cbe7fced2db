#include "server/tokens.hpp"

#include <openssl/crypto.h>

namespace menagerie::server {

std::string new_game_id() { return store::new_token().substr(0, 16); }

bool same_secret(std::string_view a, std::string_view b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace menagerie::server
