#include "players/secrets.hpp"

#include <array>
#include <stdexcept>

#include <fmt/format.h>
#include <sodium.h>

namespace menagerie::players {
namespace {

// sodium_init is idempotent and safe from several threads; it fails only when the system has no
// source of randomness.
void ready() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not start (sodium_init failed)");
}

std::string hex_of(const unsigned char* bytes, std::size_t size) {
  std::string hex(size * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), bytes, size);
  hex.pop_back();
  return hex;
}

// The bytes of `hex`, or nothing when it is not lowercase or uppercase hex.
std::optional<std::string> bytes_of(std::string_view hex) {
  std::string bytes(hex.size() / 2, '\0');
  std::size_t size = 0;
  const char* end = nullptr;
  if (hex.size() % 2 != 0 ||
      sodium_hex2bin(reinterpret_cast<unsigned char*>(bytes.data()), bytes.size(), hex.data(),
                     hex.size(), nullptr, &size, &end) != 0 ||
      end != hex.data() + hex.size())
    return std::nullopt;
  bytes.resize(size);
  return bytes;
}

struct KeyPair {
  std::array<unsigned char, crypto_box_PUBLICKEYBYTES> pk{};
  std::array<unsigned char, crypto_box_SECRETKEYBYTES> sk{};
  ~KeyPair() { sodium_memzero(sk.data(), sk.size()); }
};

void derive(std::string_view secret, KeyPair& keys) {
  ready();
  std::array<unsigned char, crypto_box_SEEDBYTES> seed{};
  static_assert(crypto_box_SEEDBYTES >= crypto_generichash_BYTES_MIN &&
                crypto_box_SEEDBYTES <= crypto_generichash_BYTES_MAX);
  // Keyed with a context of its own, so that the seed is never the hash the store keeps of a
  // secret (hash_session_token is unkeyed).
  static constexpr char kContext[] = "menagerie seal";
  crypto_generichash(seed.data(), seed.size(),
                     reinterpret_cast<const unsigned char*>(secret.data()), secret.size(),
                     reinterpret_cast<const unsigned char*>(kContext), sizeof kContext - 1);
  crypto_box_seed_keypair(keys.pk.data(), keys.sk.data(), seed.data());
  sodium_memzero(seed.data(), seed.size());
}

}  // namespace

std::string sealing_key(std::string_view secret) {
  KeyPair keys;
  derive(secret, keys);
  return hex_of(keys.pk.data(), keys.pk.size());
}

std::string seal(std::string_view key, std::string_view text) {
  ready();
  auto pk = bytes_of(key);
  if (!pk || pk->size() != crypto_box_PUBLICKEYBYTES)
    throw std::invalid_argument("a sealing key is a public key of 32 bytes in hex");
  std::string box(text.size() + crypto_box_SEALBYTES, '\0');
  crypto_box_seal(reinterpret_cast<unsigned char*>(box.data()),
                  reinterpret_cast<const unsigned char*>(text.data()), text.size(),
                  reinterpret_cast<const unsigned char*>(pk->data()));
  return hex_of(reinterpret_cast<const unsigned char*>(box.data()), box.size());
}

std::optional<std::string> unseal(std::string_view secret, std::string_view sealed) {
  auto box = bytes_of(sealed);
  if (!box || box->size() < crypto_box_SEALBYTES) return std::nullopt;
  KeyPair keys;
  derive(secret, keys);
  std::string text(box->size() - crypto_box_SEALBYTES, '\0');
  if (crypto_box_seal_open(reinterpret_cast<unsigned char*>(text.data()),
                           reinterpret_cast<const unsigned char*>(box->data()), box->size(),
                           keys.pk.data(), keys.sk.data()) != 0)
    return std::nullopt;
  return text;
}

PasswordCost PasswordCost::interactive() {
  return PasswordCost{crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

PasswordCost PasswordCost::cheapest() {
  return PasswordCost{crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

std::optional<std::string> password_error(std::string_view password) {
  if (password.size() < kMinPasswordLength) {
    return fmt::format("the password has {} characters: it needs at least {}", password.size(),
                       kMinPasswordLength);
  }
  if (password.size() > kMaxPasswordLength) {
    return fmt::format("the password has {} bytes: at most {} are accepted", password.size(),
                       kMaxPasswordLength);
  }
  if (password.find('\0') != std::string_view::npos) return "the password holds a NUL byte";
  return std::nullopt;
}

std::string hash_password(std::string_view password, const PasswordCost& cost) {
  if (auto error = password_error(password)) throw std::invalid_argument(*error);
  ready();
  std::array<char, crypto_pwhash_STRBYTES> out{};
  if (crypto_pwhash_str_alg(out.data(), password.data(), password.size(), cost.ops, cost.memory,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("hashing a password failed (libsodium crypto_pwhash: out of memory?)");
  }
  return std::string(out.data());
}

bool verify_password(std::string_view hash, std::string_view password) {
  ready();
  // crypto_pwhash_str_verify reads a NUL-terminated string of at most STRBYTES - 1 characters.
  if (hash.size() >= crypto_pwhash_STRBYTES || hash.find('\0') != std::string_view::npos) {
    return false;
  }
  const std::string terminated(hash);
  return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

bool needs_rehash(std::string_view hash, const PasswordCost& cost) {
  ready();
  if (hash.size() >= crypto_pwhash_STRBYTES) return true;
  const std::string terminated(hash);
  return crypto_pwhash_str_needs_rehash(terminated.c_str(), cost.ops, cost.memory) != 0;
}

std::string new_session_token() {
  ready();
  std::array<unsigned char, 32> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, sodium_base64_ENCODED_LEN(32, sodium_base64_VARIANT_URLSAFE_NO_PADDING)> text{};
  sodium_bin2base64(text.data(), text.size(), bytes.data(), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  sodium_memzero(bytes.data(), bytes.size());
  return std::string(text.data());
}

std::string hash_session_token(std::string_view token) {
  ready();
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(token.data()), token.size(), nullptr,
                     0);
  std::array<char, crypto_generichash_BYTES * 2 + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data());
}

}  // namespace menagerie::players
