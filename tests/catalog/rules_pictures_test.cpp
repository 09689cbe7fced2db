// The pictures of the rules pages (issue 26 §2) cannot rot: every ```board block in
// docs/rules/<id>.md names a position its game reads, and squares that are on its board. The page
// (web/src/rules.ts) draws each block with the board renderer from
// GET /api/variants/{id}/start?options=O&seat=S; this test makes the same table through the catalog.
//
// A block, one `key: value` a line:
//   ```board <variant id>
//   fen: <the game's position text>     or   options: <a JSON object, as POST /api/games takes>
//   seat: <whose view>                  (optional; default the spectator's)
//   mark: <squares to highlight>        (optional, space-separated)
//   arrow: <from> <to>                  (optional, one at most)
//   caption: <words under the picture>
//   ```
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "catalog/create.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

struct RulesPicture {
  std::string variant;
  std::vector<std::pair<std::string, std::string>> fields;  // key, value, in order
  int line = 0;                                             // of the opening fence
};

std::string picture_trimmed(const std::string& s) {
  std::size_t a = s.find_first_not_of(" \t\r");
  std::size_t b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// Every ```board block of a markdown text, with the rest of its fence line as the variant.
std::vector<RulesPicture> pictures_of(const std::string& markdown) {
  std::vector<RulesPicture> out;
  std::istringstream in(markdown);
  std::string line;
  int number = 0;
  RulesPicture* open = nullptr;
  while (std::getline(in, line)) {
    ++number;
    if (open) {
      if (picture_trimmed(line) == "```") {
        open = nullptr;
        continue;
      }
      std::size_t colon = line.find(':');
      open->fields.emplace_back(
          picture_trimmed(line.substr(0, colon)),
          colon == std::string::npos ? "" : picture_trimmed(line.substr(colon + 1)));
    } else if (line.rfind("```board", 0) == 0) {
      out.push_back({picture_trimmed(line.substr(8)), {}, number});
      open = &out.back();
    }
  }
  return out;
}

bool picture_square_on(const std::string& name, const json& board) {
  if (name.size() < 2 || name[0] < 'a' || name[0] > 'z') return false;
  for (std::size_t i = 1; i < name.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
  int file = name[0] - 'a';
  int rank = std::stoi(name.substr(1)) - 1;
  return file < board.value("width", 8) && rank >= 0 && rank < board.value("height", 8);
}

std::vector<std::string> picture_words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// What is wrong with one picture (empty: it draws).
std::vector<std::string> picture_faults(const RulesPicture& p) {
  std::vector<std::string> faults;
  const Variant* v = lookup(p.variant);
  if (!v) return {"no variant '" + p.variant + "'"};
  json options;
  int seat = kSpectator;  // no seat line: the spectator's view
  std::vector<std::string> squares;
  bool captioned = false;
  int arrows = 0;
  for (const auto& [key, value] : p.fields) {
    if (key == "fen" || key == "options") {
      if (!options.is_null()) faults.push_back("two positions (fen and options)");
      options = key == "fen" ? json{{"fen", value}} : json::parse(value, nullptr, false);
      if (options.is_discarded() || !options.is_object())
        faults.push_back("options is not a JSON object: " + value);
    } else if (key == "seat") {
      seat = value.size() == 1 && std::isdigit(static_cast<unsigned char>(value[0]))
                 ? value[0] - '0'
                 : (faults.push_back("seat is not a seat number: " + value), kSpectator);
    } else if (key == "mark" || key == "arrow") {
      auto w = picture_words(value);
      if (key == "arrow" && w.size() != 2) faults.push_back("an arrow is two squares: " + value);
      if (key == "arrow" && ++arrows == 2)
        faults.push_back("one arrow at most (the renderer draws one)");
      squares.insert(squares.end(), w.begin(), w.end());
    } else if (key == "caption") {
      captioned = !value.empty();
    } else {
      faults.push_back("unknown line '" + key + "'");
    }
  }
  if (!captioned) faults.push_back("no caption");
  if (options.is_null()) faults.push_back("no position (fen or options)");
  if (!faults.empty()) return faults;
  try {
    auto table = create_game(*v, options);
    if (seat != kSpectator && seat >= table->seats())
      return {"no seat " + std::to_string(seat) + " in " + p.variant};
    json view = table->view(seat);
    for (const std::string& sq : squares)
      if (!picture_square_on(sq, view.value("board", json::object())))
        faults.push_back("'" + sq + "' is not a square of the board");
  } catch (const InputError& e) {
    faults.push_back(std::string("the game refuses the position: ") + e.what());
  }
  return faults;
}

std::string rules_text_of(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string picture_fault_text(const std::vector<std::string>& faults) {
  std::string out;
  for (const auto& f : faults) out += f + "\n";
  return out;
}

const fs::path kRulesDir = fs::path(MENAGERIE_SOURCE_DIR) / "docs" / "rules";

// Issue 26 §2: the part for players comes first, with 2-4 pictures of the game's own positions;
// what is for developers follows under one heading the page folds.
TEST(RulesPictures, EveryRulesPageShowsPlayersTwoToFourPicturesThatDraw) {
  for (const Variant* v : variants()) {
    fs::path file = kRulesDir / (std::string(v->id()) + ".md");
    SCOPED_TRACE(file.string());
    ASSERT_TRUE(fs::exists(file));
    std::string text = rules_text_of(file);
    std::size_t developers = text.find("\n## For developers\n");
    EXPECT_NE(developers, std::string::npos) << "no '## For developers' section";
    EXPECT_NE(text.find("\n## How to play\n"), std::string::npos) << "no '## How to play' section";
    EXPECT_LT(text.find("\n## How to play\n"), developers) << "the players' part comes first";
    auto pictures = pictures_of(text);
    EXPECT_GE(pictures.size(), 2u);
    EXPECT_LE(pictures.size(), 4u);
    for (const RulesPicture& p : pictures) {
      SCOPED_TRACE("picture at line " + std::to_string(p.line));
      EXPECT_EQ(p.variant, v->id()) << "a picture of another game";
      EXPECT_TRUE(picture_faults(p).empty()) << picture_fault_text(picture_faults(p));
    }
  }
}

// The check itself catches a broken picture.
RulesPicture one_picture(const std::string& body) {
  auto pictures = pictures_of("text\n\n```board chess960\n" + body + "```\nafter\n");
  return pictures.empty() ? RulesPicture{} : pictures[0];
}

TEST(RulesPictures, ABrokenPictureIsNamed) {
  const std::string fen = "fen: 4k3/8/8/8/8/8/8/RK6 w A - 0 1\n";
  EXPECT_TRUE(
      picture_faults(one_picture(fen + "mark: a1 b1\narrow: a1 c1\ncaption: Castle.\n")).empty());
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture("fen: not a position\ncaption: x\n"))),
              HasSubstr("refuses the position"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture(fen + "mark: i9\ncaption: x\n"))),
              HasSubstr("'i9' is not a square"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture(fen + "arrow: a1\ncaption: x\n"))),
              HasSubstr("two squares"));
  EXPECT_THAT(picture_fault_text(
                  picture_faults(one_picture(fen + "arrow: a1 c1\narrow: b1 c1\ncaption: x\n"))),
              HasSubstr("one arrow at most"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture(fen))), HasSubstr("no caption"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture("caption: x\n"))),
              HasSubstr("no position"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture(fen + "seat: 5\ncaption: x\n"))),
              HasSubstr("no seat 5"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture(fen + "colour: red\ncaption: x\n"))),
              HasSubstr("unknown line 'colour'"));
  EXPECT_THAT(picture_fault_text(picture_faults(one_picture("options: [1]\ncaption: x\n"))),
              HasSubstr("not a JSON object"));
}

}  // namespace
}  // namespace menagerie::catalog
