// Masquerade Chess: the computer's strength from its observation alone (bench/hidden_strength.hpp).
// GAMES=N sets the games per pairing, ONLY=random|level1|cheat plays one pairing, SEARCH=belief
// plays the belief search (the engine option `search`).
#include "games/masquerade/masquerade.hpp"
#include "hidden_strength.hpp"

int main() {
  using menagerie::Masquerade;
  return menagerie::bench::run_strength<Masquerade>("Masquerade Chess", Masquerade::start(), 10,
                                                    300);
}
