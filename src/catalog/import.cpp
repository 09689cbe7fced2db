#include "catalog/import.hpp"

#include <cctype>

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

namespace {

bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view t) {
  while (!t.empty() && space(t.front())) t.remove_prefix(1);
  while (!t.empty() && space(t.back())) t.remove_suffix(1);
  return t;
}

bool is_result(std::string_view t) {
  return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// One tag's body, between '[' and ']': Name "value" (backslash escapes a quote or a backslash).
std::pair<std::string, std::string> read_tag(std::string_view body, int line) {
  std::size_t q = body.find('"');
  std::size_t end = body.rfind('"');
  if (q == std::string_view::npos || end == q)
    throw InputError(fmt::format("line {}: the tag [{}] has no quoted value", line, body));
  std::string name(trimmed(body.substr(0, q)));
  if (name.empty()) throw InputError(fmt::format("line {}: a tag has no name", line));
  std::string value;
  for (std::size_t k = q + 1; k < end; ++k) {
    if (body[k] == '\\' && k + 1 < end) ++k;
    value += body[k];
  }
  return {name, value};
}

}  // namespace

std::string position_option(const Variant& v) {
  for (const char* name : {"fen", "position"})
    for (const auto& o : v.options())
      if (o.name == name && o.type == "string") return name;
  return "";
}

MoveText read_movetext(std::string_view text) {
  MoveText out;
  int line = 1;
  int depth = 0, depth_line = 0;  // inside ( ) variations, and where the outermost opened
  std::string number;             // a move number waiting for its move
  std::size_t i = 0;
  auto advance = [&](std::size_t to) {
    for (; i < to && i < text.size(); ++i)
      if (text[i] == '\n') ++line;
  };
  while (i < text.size()) {
    char c = text[i];
    if (space(c)) {
      advance(i + 1);
      continue;
    }
    if (c == '[' && depth == 0 && out.moves.empty()) {
      std::size_t end = text.find(']', i);
      std::size_t eol = text.find('\n', i);
      if (end == std::string_view::npos || (eol != std::string_view::npos && eol < end))
        throw InputError(fmt::format("line {}: a tag is not closed with ']'", line));
      out.tags.push_back(read_tag(text.substr(i + 1, end - i - 1), line));
      advance(end + 1);
      continue;
    }
    if (c == '{') {
      std::size_t end = text.find('}', i);
      if (end == std::string_view::npos)
        throw InputError(fmt::format("line {}: a comment is not closed with '}}'", line));
      advance(end + 1);
      continue;
    }
    if (c == ';') {
      std::size_t eol = text.find('\n', i);
      advance(eol == std::string_view::npos ? text.size() : eol);
      continue;
    }
    if (c == '(') {
      if (depth++ == 0) depth_line = line;
      advance(i + 1);
      continue;
    }
    if (c == ')') {
      if (depth == 0) throw InputError(fmt::format("line {}: ')' closes no variation", line));
      --depth;
      advance(i + 1);
      continue;
    }
    std::size_t start = i;
    while (i < text.size() && !space(text[i]) && text[i] != '{' && text[i] != '(' &&
           text[i] != ')' && text[i] != ';')
      ++i;
    std::string_view token = text.substr(start, i - start);
    if (depth > 0 || token[0] == '$') continue;
    if (is_result(token)) {
      out.result = std::string(token);
      break;  // a second game may follow: only the first is read
    }
    if (token[0] == '[') break;  // the next game's tags
    // A move number, "12." or "12...", alone or glued to its move ("12.e4").
    std::size_t k = 0;
    while (k < token.size() && digit(token[k])) ++k;
    if (k > 0 && k < token.size() && token[k] == '.') {
      std::size_t dots = k;
      while (dots < token.size() && token[dots] == '.') ++dots;
      number = std::string(token.substr(0, dots));
      token.remove_prefix(dots);
      if (token.empty()) continue;
    }
    // Annotations: "!", "?!" alone or after the move.
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.remove_suffix(1);
    if (token.empty()) continue;
    out.moves.push_back({std::string(token), line, number});
    number.clear();
  }
  if (depth > 0)
    throw InputError(fmt::format("line {}: a variation '(' is not closed with ')'", depth_line));
  return out;
}

Imported import_text(const Variant& v, const json& options, std::string_view raw) {
  std::string_view text = trimmed(raw);
  if (text.empty()) throw InputError("nothing to import: paste a position, a move list or a PGN");
  const std::string pos_option = position_option(v);
  const bool pgn = text.front() == '[';
  json base = options_without_moves(options);

  // A position first (unless tags say PGN): a move list rarely reads as one.
  std::string position_error;
  if (!pgn && !pos_option.empty()) {
    json o = base;
    o[pos_option] = std::string(text);
    try {
      v.create(o);
      return {"position", o, {}, {}, ""};
    } catch (const InputError& e) {
      position_error = e.what();
    }
  }
  // Neither a position nor a move list: say both, as the text may have been meant as either.
  auto neither = [&](const std::string& why) {
    if (position_error.empty()) return InputError(why);
    return InputError(fmt::format("this is not a position of {} ({}), nor a move list ({})", v.id(),
                                  position_error, why));
  };

  MoveText mt;
  try {
    mt = read_movetext(text);
  } catch (const InputError& e) {
    throw neither(e.what());
  }
  if (v.traits().hidden || v.traits().chance)
    throw neither(
        fmt::format("{} cannot be imported from its moves: {}; paste a position instead", v.id(),
                    v.traits().hidden ? "they carry secrets" : "its game draws by chance"));

  Imported out;
  out.kind = pgn ? "pgn" : "moves";
  out.result = mt.result;
  for (const auto& [name, value] : mt.tags) {
    if (name != "FEN") continue;
    if (pos_option.empty())
      throw InputError(
          fmt::format("the [FEN] tag gives a start, but {} takes no start position", v.id()));
    base[pos_option] = value;
  }
  // Moves with no start of their own begin where records do: the variant's fixed start (Chess960's
  // standard position), never the random one a new game gets.
  if (pos_option.empty() || !base.contains(pos_option)) {
    const json fixed = v.startpos_options();  // items() would not keep a temporary alive
    for (const auto& [key, value] : fixed.items())
      if (!base.contains(key)) base[key] = value;
  }
  std::unique_ptr<Table> table;
  try {
    table = v.create(base);
  } catch (const InputError& e) {
    throw InputError(base.contains(pos_option) && pgn
                         ? fmt::format("the [FEN] tag is wrong: {}", e.what())
                         : std::string(e.what()));
  }
  if (mt.moves.empty() && !pgn) throw neither("no moves in it");
  for (std::size_t i = 0; i < mt.moves.size(); ++i) {
    const MoveToken& m = mt.moves[i];
    std::string shown;
    try {
      shown = table->play(m.text);
    } catch (const InputError& e) {
      std::string why =
          fmt::format("line {}, {} '{}': {}", m.line, move_name(*table, i), m.text, e.what());
      // Only a first move that fails leaves the position reading in doubt.
      if (i == 0 && m.number.empty()) throw neither(why);
      throw InputError(why);
    }
    out.shown.push_back(shown);
    out.moves.push_back(table->observation(kSpectator).moves.back());
  }
  out.options = base;
  return out;
}

}  // namespace menagerie::catalog
