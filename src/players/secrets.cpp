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

}  // namespace

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
