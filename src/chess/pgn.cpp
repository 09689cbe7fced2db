#include "chess/pgn.hpp"

#include <cctype>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "core/error.hpp"
#include "core/words.hpp"

namespace menagerie::chess {

std::string result_token(const Outcome& o) {
  if (!o.over()) return "*";
  if (o.kind == Outcome::Kind::kDraw) return "1/2-1/2";
  return o.winner == 0 ? "1-0" : "0-1";
}

void put_tags(PgnGame& game, const RecordTags& tags) {
  if (tags.players.size() > 0 && !tags.players[0].empty()) game.tags["White"] = tags.players[0];
  if (tags.players.size() > 1 && !tags.players[1].empty()) game.tags["Black"] = tags.players[1];
  for (auto [name, value] :
       {std::pair{"Date", &tags.date}, std::pair{"Site", &tags.site},
        std::pair{"Event", &tags.event}, std::pair{"Termination", &tags.termination}})
    if (!value->empty()) game.tags[name] = *value;
}

PgnText pgn_head(const RecordTags& tags, std::string_view variant, const std::string& start,
                 const std::string& usual, const Outcome& o, const Position& from) {
  PgnGame roster;
  put_tags(roster, tags);
  PgnText pgn;
  pgn.tags = roster.tags;
  pgn.tags["Variant"] = std::string(variant);
  if (start != usual) {
    pgn.tags["SetUp"] = "1";
    pgn.tags["FEN"] = start;
  }
  if (o.over()) pgn.tags["Termination"] = std::string(o.reason);
  pgn.result = result_token(o);
  pgn.fullmove = from.fullmove;
  pgn.side = from.side;
  return pgn;
}

std::string write_pgn(const PgnGame& game, std::string_view variant) {
  PgnText text;
  text.tags = game.tags;
  text.result = game.result;
  std::string fen = to_fen(game.start);
  if (variant != "Standard") text.tags["Variant"] = std::string(variant);
  if (variant != "Standard" || fen != kStandardFen) {
    text.tags["SetUp"] = "1";
    text.tags["FEN"] = fen;
  }
  text.fullmove = game.start.fullmove;
  text.side = game.start.side;
  Position pos = game.start;
  for (Move m : game.moves) {
    text.moves.push_back({to_san(pos, m), ""});
    play(pos, m);
  }
  return write_pgn_text(text);
}

std::string write_pgn_text(const PgnText& game) {
  std::map<std::string, std::string> tags = game.tags;
  for (const char* t : {"Event", "Site", "Date", "Round", "White", "Black"})
    if (!tags.count(t)) tags[t] = "?";
  tags["Result"] = game.result;
  std::string out;
  auto tag = [&](const std::string& name) {
    std::string value;
    for (char c : tags[name]) {
      if (c == '"' || c == '\\') value += '\\';
      value += c;
    }
    out += fmt::format("[{} \"{}\"]\n", name, value);
    tags.erase(name);
  };
  for (const char* t : {"Event", "Site", "Date", "Round", "White", "Black", "Result"}) tag(t);
  while (!tags.empty()) tag(tags.begin()->first);
  out += '\n';

  std::string line;
  auto word = [&](const std::string& w) {
    if (!line.empty() && line.size() + 1 + w.size() > 80) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + w;
  };
  // A comment in words, so that it wraps like the moves.
  auto comment = [&](const std::string& text) {
    if (text.empty()) return;
    std::string body = text;
    for (char& c : body)
      if (c == '}') c = ')';
    std::vector<std::string> words;
    for (std::string_view w : split_words(body)) words.emplace_back(w);
    if (words.empty()) return;
    words.front() = "{" + words.front();
    words.back() += "}";
    for (const auto& w : words) word(w);
  };
  comment(game.comment);
  int number = game.fullmove;
  Color side = game.side;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    if (side == kWhite)
      word(fmt::format("{}.", number));
    else if (i == 0 || !game.moves[i - 1].comment.empty())
      word(fmt::format("{}...", number));
    word(game.moves[i].text);
    comment(game.moves[i].comment);
    if (side == kBlack) ++number;
    side = ~side;
  }
  word(game.result);
  out += line + '\n';
  return out;
}

PgnGame read_pgn(std::string_view text) {
  PgnGame game;
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  };
  // Tags: [Name "value"], where \" and \\ in the value stand for " and \. The value is read as a
  // string, so a ']' inside it (a player named "[Bob]") is part of it and does not end the tag.
  for (skip_space(); i < text.size() && text[i] == '['; skip_space()) {
    std::size_t name_start = ++i;
    while (i < text.size() && text[i] != '"' && text[i] != ']') ++i;
    std::string name(text.substr(name_start, i - name_start));
    while (!name.empty() && name.back() == ' ') name.pop_back();
    if (i >= text.size() || text[i] != '"')
      throw InputError(fmt::format("bad PGN: tag [{}] has no quoted value", name));
    ++i;
    std::string value;
    bool closed = false;
    while (i < text.size() && !closed) {
      char c = text[i++];
      if (c == '\\' && i < text.size())
        value += text[i++];
      else if (c == '"')
        closed = true;
      else
        value += c;
    }
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (!closed || i >= text.size() || text[i] != ']')
      throw InputError(fmt::format("bad PGN: a tag is not closed with ']' (tag [{}])", name));
    ++i;
    game.tags[name] = value;
  }
  auto fen = game.tags.find("FEN");
  try {
    game.start = parse_fen(fen != game.tags.end() ? std::string_view(fen->second) : kStandardFen);
  } catch (const InputError& e) {
    throw InputError(fmt::format("bad PGN: the FEN tag is wrong: {}", e.what()));
  }
  game.tags.erase("FEN");
  game.tags.erase("SetUp");
  // Movetext.
  Position pos = game.start;
  int depth = 0;  // inside ( ) variations
  while (true) {
    skip_space();
    if (i >= text.size()) break;
    char c = text[i];
    if (c == '{') {
      std::size_t end = text.find('}', i);
      if (end == std::string_view::npos)
        throw InputError("bad PGN: a comment is not closed with '}'");
      i = end + 1;
      continue;
    }
    if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '(') {
      ++depth;
      ++i;
      continue;
    }
    if (c == ')') {
      --depth;
      ++i;
      continue;
    }
    std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) &&
           text[i] != '{' && text[i] != '(' && text[i] != ')' && text[i] != ';')
      ++i;
    std::string_view token = text.substr(start, i - start);
    if (depth > 0 || token.empty() || token[0] == '$') continue;
    if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
      game.result = std::string(token);
      break;
    }
    if (token[0] == '[') break;  // the next game's tags
    // Strip a move number: "12." or "12..." possibly glued to the move ("12.e4").
    std::size_t k = 0;
    while (k < token.size() && std::isdigit(static_cast<unsigned char>(token[k]))) ++k;
    if (k > 0 && k < token.size() && token[k] == '.') {
      while (k < token.size() && token[k] == '.') ++k;
      token.remove_prefix(k);
      if (token.empty()) continue;
    }
    try {
      Move m = parse_move(pos, token);
      game.moves.push_back(m);
      play(pos, m);
    } catch (const InputError& e) {
      throw InputError(fmt::format("bad PGN: move {}{} '{}': {}", pos.fullmove,
                                   pos.side == kWhite ? "." : "...", token, e.what()));
    }
  }
  return game;
}

}  // namespace menagerie::chess
