#include "store/token.hpp"

#include <array>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include "store/store.hpp"

namespace menagerie::store {

std::string new_token() {
  std::array<unsigned char, 32> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) {
    throw StoreError("the system's random generator failed (OpenSSL RAND_bytes)");
  }
  static constexpr char alphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  unsigned bits = 0;
  int held = 0;  // how many bits of `bits` are not written yet
  for (unsigned char b : bytes) {
    bits = (bits << 8) | b;
    held += 8;
    while (held >= 6) {
      held -= 6;
      out += alphabet[(bits >> held) & 63];
    }
  }
  if (held > 0) out += alphabet[(bits << (6 - held)) & 63];
  return out;
}

std::string hash_token(std::string_view token) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned size = 0;
  if (EVP_Digest(token.data(), token.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1) {
    throw StoreError("SHA-256 failed (OpenSSL EVP_Digest)");
  }
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned i = 0; i < size; ++i) {
    out += hex[digest[i] >> 4];
    out += hex[digest[i] & 15];
  }
  return out;
}

}  // namespace menagerie::store
