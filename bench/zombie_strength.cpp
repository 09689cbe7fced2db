// Zombie Chess: the computer's strength from its observation alone (bench/hidden_strength.hpp).
// GAMES=N sets the games per pairing, ONLY=random|level1|cheat plays one pairing.
#include "chess/fen.hpp"
#include "games/zombie/zombie.hpp"
#include "hidden_strength.hpp"

int main() {
  using menagerie::Zombie;
  return menagerie::bench::run_strength<Zombie>(
      "Zombie Chess", Zombie::parse_position(menagerie::chess::kStandardFen), 10, 300);
}
