// The object language: tokenizer, parser (with type checking, so that every mistake is reported
// with its column before a round is played), evaluator and the analysis the solver uses to shrink
// its keys.
#include "games/chessence_sniderman/object.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/square_name.hpp"

namespace menagerie::chessence_sniderman {

namespace {

using Type = Object::Type;
using Op = Object::Op;

std::string_view type_name(Type t) {
  switch (t) {
    case Type::kBool:
      return "a condition";
    case Type::kInt:
      return "a number";
    case Type::kColour:
      return "a piece colour";
    case Type::kShade:
      return "a square colour";
    case Type::kKind:
      return "a kind of piece";
    case Type::kSide:
      return "a side";
    case Type::kPiece:
      return "a piece";
    case Type::kSquare:
      return "a square";
    case Type::kCapture:
      return "a capture";
  }
  return "?";
}

}  // namespace

// Outside the anonymous namespace: the Parser, a friend of Object and so a named class, holds
// them (a unity build would otherwise see a named class with a member of an unnamed type).
struct ObjectToken {
  enum class Kind { kWord, kNumber, kSymbol, kEnd } kind;
  std::string text;  // words lower-cased
  int column = 0;    // 1-based
  int number = 0;
};

namespace {

using Token = ObjectToken;

std::vector<Token> tokenize(std::string_view s) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < s.size()) {
    char ch = s[i];
    int column = static_cast<int>(i) + 1;
    if (std::isspace(static_cast<unsigned char>(ch))) {
      ++i;
    } else if (std::isalpha(static_cast<unsigned char>(ch)) || ch == '_') {
      std::string word;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_'))
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(s[i++])));
      out.push_back({Token::Kind::kWord, word, column});
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      long value = 0;
      std::string digits;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
        digits += s[i];
        value = value * 10 + (s[i++] - '0');
        if (value > 1000) throw InputError(fmt::format("at column {}: number too large", column));
      }
      if (i < s.size() && (std::isalpha(static_cast<unsigned char>(s[i])) || s[i] == '_'))
        throw InputError(fmt::format("at column {}: a number runs into a word", column));
      out.push_back({Token::Kind::kNumber, digits, column, static_cast<int>(value)});
    } else {
      static constexpr std::string_view kTwo[] = {"==", "!=", "<=", ">="};
      std::string sym(1, ch);
      for (auto two : kTwo)
        if (s.substr(i, 2) == two) sym = std::string(two);
      if (sym.size() == 1 && std::string_view("()<>=+-.,").find(ch) == std::string_view::npos)
        throw InputError(fmt::format("at column {}: unexpected character '{}'", column, ch));
      i += sym.size();
      out.push_back({Token::Kind::kSymbol, sym, column});
    }
  }
  out.push_back({Token::Kind::kEnd, "", static_cast<int>(s.size()) + 1});
  return out;
}

std::optional<int> square_word(std::string_view w) {
  auto at = parse_square_name(w, 4, 4);
  if (!at) return std::nullopt;
  return at->rank * 4 + at->file;
}

std::optional<Kind> kind_word(std::string_view w) {
  if (w == "king") return kKing;
  if (w == "queen") return kQueen;
  if (w == "rook") return kRook;
  if (w == "bishop") return kBishop;
  if (w == "knight") return kKnight;
  return std::nullopt;
}

std::optional<Colour> colour_word(std::string_view w) {
  if (w == "white") return kWhite;
  if (w == "black") return kBlack;
  return std::nullopt;
}

}  // namespace

class Parser {
 public:
  explicit Parser(std::string_view text) : tokens_(tokenize(text)) {
    obj_.text_ = std::string(text);
  }

  Object run() {
    if (peek().kind == Token::Kind::kEnd) fail(peek(), "the object is empty");
    if (is_word(peek(), "odd") || is_word(peek(), "even")) {
      if (is_word(peek(1), "wins")) {
        obj_.side_ = is_word(peek(), "odd") ? Side::kOdd : Side::kEven;
        next();
        next();
        expect_word("if");
      }
    }
    const Token& start = peek();
    obj_.condition_begin_ =
        std::min<std::size_t>(static_cast<std::size_t>(start.column - 1), obj_.text_.size());
    obj_.root_ = parse_or();
    expect_type(start, obj_.root_, Type::kBool);
    if (peek().kind != Token::Kind::kEnd) fail(peek(), "unexpected '" + peek().text + "'");
    return std::move(obj_);
  }

 private:
  [[noreturn]] void fail(const Token& at, const std::string& why) {
    throw InputError(fmt::format("object, at column {}: {}", at.column, why));
  }
  const Token& peek(int ahead = 0) const {
    return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)];
  }
  const Token& next() { return tokens_[std::min(pos_++, tokens_.size() - 1)]; }
  static bool is_word(const Token& t, std::string_view w) {
    return t.kind == Token::Kind::kWord && t.text == w;
  }
  static bool is_symbol(const Token& t, std::string_view s) {
    return t.kind == Token::Kind::kSymbol && t.text == s;
  }
  static std::string shown(const Token& t) {
    return t.kind == Token::Kind::kEnd ? "the end" : "'" + t.text + "'";
  }
  void expect_word(std::string_view w) {
    if (!is_word(peek(), w))
      fail(peek(), fmt::format("expected '{}' but found {}", w, shown(peek())));
    next();
  }
  void expect_symbol(std::string_view s) {
    if (!is_symbol(peek(), s))
      fail(peek(), fmt::format("expected '{}' but found {}", s, shown(peek())));
    next();
  }
  void expect_type(const Token& at, int node, Type t) {
    if (type(node) != t)
      fail(at,
           fmt::format("expected {} here, but this is {}", type_name(t), type_name(type(node))));
  }
  Type type(int node) const { return obj_.nodes_[node].type; }

  int add(Op op, Type t, int a = -1, int b = -1, int value = 0) {
    obj_.nodes_.push_back({op, t, a, b, value});
    return static_cast<int>(obj_.nodes_.size()) - 1;
  }

  int parse_or() {
    const Token& first = peek();
    int left = parse_and();
    while (is_word(peek(), "or")) {
      expect_type(first, left, Type::kBool);
      next();
      const Token& at = peek();
      int right = parse_and();
      expect_type(at, right, Type::kBool);
      left = add(Op::kOr, Type::kBool, left, right);
    }
    return left;
  }

  int parse_and() {
    const Token& first = peek();
    int left = parse_not();
    while (is_word(peek(), "and")) {
      expect_type(first, left, Type::kBool);
      next();
      const Token& at = peek();
      int right = parse_not();
      expect_type(at, right, Type::kBool);
      left = add(Op::kAnd, Type::kBool, left, right);
    }
    return left;
  }

  int parse_not() {
    if (is_word(peek(), "not")) {
      next();
      const Token& at = peek();
      int x = parse_not();
      expect_type(at, x, Type::kBool);
      return add(Op::kNot, Type::kBool, x);
    }
    return parse_comparison();
  }

  int parse_comparison() {
    const Token& first = peek();
    int left = parse_sum();
    const Token& op_token = peek();
    static constexpr std::pair<std::string_view, Op> kOps[] = {
        {"==", Op::kEq}, {"=", Op::kEq}, {"!=", Op::kNe}, {"<", Op::kLt},
        {"<=", Op::kLe}, {">", Op::kGt}, {">=", Op::kGe}};
    for (auto [sym, op] : kOps) {
      if (!is_symbol(op_token, sym)) continue;
      next();
      const Token& at = peek();
      int right = parse_sum();
      if (type(left) == Type::kCapture)
        fail(first,
             "a capture cannot be compared as a whole; compare one of its parts (.piece, .square, "
             "...)");
      if (type(right) != type(left))
        fail(at, fmt::format("cannot compare {} with {}", type_name(type(left)),
                             type_name(type(right))));
      bool ordered = op != Op::kEq && op != Op::kNe;
      if (ordered && type(left) != Type::kInt && type(left) != Type::kKind)
        fail(op_token, fmt::format("'{}' needs numbers or kinds of piece, not {}", sym,
                                   type_name(type(left))));
      return add(op, Type::kBool, left, right);
    }
    return left;
  }

  int parse_sum() {
    const Token& first = peek();
    int left = parse_postfix();
    while (is_symbol(peek(), "+") || is_symbol(peek(), "-")) {
      expect_type(first, left, Type::kInt);
      Op op = is_symbol(peek(), "+") ? Op::kAdd : Op::kSub;
      next();
      const Token& at = peek();
      int right = parse_postfix();
      expect_type(at, right, Type::kInt);
      left = add(op, Type::kInt, left, right);
    }
    return left;
  }

  int parse_postfix() {
    int x = parse_primary();
    while (is_symbol(peek(), ".")) {
      next();
      const Token& field = peek();
      if (field.kind != Token::Kind::kWord) fail(field, "expected a field name after '.'");
      next();
      x = apply_field(field, x);
    }
    return x;
  }

  int apply_field(const Token& field, int x) {
    const std::string& f = field.text;
    bool colour = f == "colour" || f == "color";
    switch (type(x)) {
      case Type::kCapture:
        if (f == "piece" || f == "captured") return add(Op::kCapturedPiece, Type::kPiece, x);
        if (f == "by") return add(Op::kCapturingPiece, Type::kPiece, x);
        if (f == "square" || f == "to") return add(Op::kToSquare, Type::kSquare, x);
        if (f == "from") return add(Op::kFromSquare, Type::kSquare, x);
        if (f == "move") return add(Op::kMoveNumber, Type::kInt, x);
        if (f == "mover") return add(Op::kMover, Type::kSide, x);
        if (f == "kind")
          return add(Op::kKindOf, Type::kKind, add(Op::kCapturedPiece, Type::kPiece, x));
        if (colour)
          return add(Op::kColourOf, Type::kColour, add(Op::kCapturedPiece, Type::kPiece, x));
        fail(field, "a capture has piece, by, square, from, move, mover, kind and colour, not '" +
                        f + "'");
      case Type::kPiece:
        if (f == "kind") return add(Op::kKindOf, Type::kKind, x);
        if (colour) return add(Op::kColourOf, Type::kColour, x);
        fail(field, "a piece has kind and colour, not '" + f + "'");
      case Type::kSquare:
        if (colour || f == "shade") return add(Op::kShadeOf, Type::kShade, x);
        if (f == "rank" || f == "row") return add(Op::kRankOf, Type::kInt, x);
        if (f == "file" || f == "column") return add(Op::kFileOf, Type::kInt, x);
        fail(field, "a square has colour, rank and file, not '" + f + "'");
      default:
        fail(field, fmt::format("{} has no fields", type_name(type(x))));
    }
  }

  int positive_argument(std::string_view what) {
    expect_symbol("(");
    const Token& t = peek();
    if (t.kind != Token::Kind::kNumber || t.number < 1)
      fail(t, fmt::format("{} takes a whole number from 1", what));
    next();
    expect_symbol(")");
    return t.number;
  }

  void no_capture_inside_quantifier(const Token& t) {
    if (in_quantifier_)
      fail(t,
           "inside any(...), all(...) and count(...) only the capture c, its parts and constants "
           "may be used");
  }

  int parse_primary() {
    const Token& t = peek();
    if (t.kind == Token::Kind::kNumber) {
      next();
      return add(Op::kConst, Type::kInt, -1, -1, t.number);
    }
    if (is_symbol(t, "(")) {
      next();
      int x = parse_or();
      expect_symbol(")");
      return x;
    }
    if (t.kind != Token::Kind::kWord) fail(t, "expected a value but found " + shown(t));
    const std::string& w = t.text;
    next();
    if (w == "true" || w == "false") return add(Op::kConst, Type::kBool, -1, -1, w == "true");
    if (auto c = colour_word(w)) return add(Op::kConst, Type::kColour, -1, -1, *c);
    if (w == "red" || w == "dark") return add(Op::kConst, Type::kShade, -1, -1, w == "red");
    if (auto k = kind_word(w)) return add(Op::kConst, Type::kKind, -1, -1, *k);
    if (auto s = square_word(w)) return add(Op::kConst, Type::kSquare, -1, -1, *s);
    if (w == "odd" || w == "even") {
      if (!is_symbol(peek(), "(")) return add(Op::kConst, Type::kSide, -1, -1, w == "odd" ? 0 : 1);
      next();
      const Token& at = peek();
      int x = parse_or();
      expect_type(at, x, Type::kInt);
      expect_symbol(")");
      return add(w == "odd" ? Op::kOdd : Op::kEven, Type::kBool, x);
    }
    if (w == "pieces") {
      no_capture_inside_quantifier(t);
      // value: bits 0-2 the kind (0 any), bits 3-4 the colour (0 any, 1 White, 2 Black)
      int filter = 0;
      if (is_symbol(peek(), "(")) {
        next();
        bool any_word = false;
        while (peek().kind == Token::Kind::kWord) {
          const Token& a = next();
          if (auto c = colour_word(a.text)) {
            if (filter & 0x18) fail(a, "a colour is given twice");
            filter |= (*c + 1) << 3;
          } else if (auto k = kind_word(a.text)) {
            if (filter & 7) fail(a, "a kind is given twice");
            filter |= *k;
          } else {
            fail(a, "pieces(...) takes a colour and/or a kind, not '" + a.text + "'");
          }
          any_word = true;
        }
        if (!any_word) fail(peek(), "pieces(...) takes a colour and/or a kind");
        expect_symbol(")");
      }
      return add(Op::kPieces, Type::kInt, -1, -1, filter);
    }
    if (w == "captures") {
      no_capture_inside_quantifier(t);
      return add(Op::kCaptures, Type::kInt);
    }
    if (w == "any" || w == "all" || w == "count") {
      no_capture_inside_quantifier(t);
      expect_symbol("(");
      in_quantifier_ = true;
      const Token& at = peek();
      int pred = parse_or();
      expect_type(at, pred, Type::kBool);
      in_quantifier_ = false;
      expect_symbol(")");
      Op op = w == "any" ? Op::kAny : w == "all" ? Op::kAll : Op::kCount;
      int q = add(op, op == Op::kCount ? Type::kInt : Type::kBool, pred, -1,
                  static_cast<int>(obj_.quantifiers_.size()));
      obj_.quantifiers_.push_back(q);
      return q;
    }
    if (w == "last") {
      no_capture_inside_quantifier(t);
      int k = is_symbol(peek(), "(") ? positive_argument("last(k)") : 1;
      if (k > kMaxRoundMoves)
        fail(t, fmt::format("a round has at most {} captures", kMaxRoundMoves));
      return add(Op::kLast, Type::kCapture, -1, -1, k);
    }
    if (w == "first") {
      no_capture_inside_quantifier(t);
      return add(Op::kFirst, Type::kCapture);
    }
    if (w == "move") {
      no_capture_inside_quantifier(t);
      int n = positive_argument("move(n)");
      if (n > kMaxRoundMoves) fail(t, fmt::format("a round has at most {} moves", kMaxRoundMoves));
      return add(Op::kMove, Type::kCapture, -1, -1, n);
    }
    if (w == "c") {
      if (!in_quantifier_)
        fail(t, "c means the capture in question inside any(...), all(...) or count(...)");
      return add(Op::kThis, Type::kCapture);
    }
    fail(t, "unknown word '" + w + "'");
  }

  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  bool in_quantifier_ = false;
  Object obj_;
};

struct Evaluator {
  const Object& o;
  const Round& r;
  const Capture* self = nullptr;  // the capture c of a quantifier
  int self_move = 0;

  const Capture& capture(int index) const { return index < 0 ? *self : r.captures[index]; }
  int move_number(int index) const { return index < 0 ? self_move : r.start_ply + index + 1; }

  int eval(int n) const {
    const Object::Node& x = o.nodes_[n];
    switch (x.op) {
      case Op::kConst:
        return x.value;
      case Op::kAnd:
        return eval(x.a) && eval(x.b);
      case Op::kOr:
        return eval(x.a) || eval(x.b);
      case Op::kNot:
        return !eval(x.a);
      case Op::kEq:
        return eval(x.a) == eval(x.b);
      case Op::kNe:
        return eval(x.a) != eval(x.b);
      case Op::kLt:
        return eval(x.a) < eval(x.b);
      case Op::kLe:
        return eval(x.a) <= eval(x.b);
      case Op::kGt:
        return eval(x.a) > eval(x.b);
      case Op::kGe:
        return eval(x.a) >= eval(x.b);
      case Op::kAdd:
        return eval(x.a) + eval(x.b);
      case Op::kSub:
        return eval(x.a) - eval(x.b);
      case Op::kOdd:
        return (eval(x.a) & 1) != 0;
      case Op::kEven:
        return (eval(x.a) & 1) == 0;
      case Op::kPieces: {
        int kind = x.value & 7, colour = x.value >> 3, count = 0;
        for (Square s = 0; s < kSquares; ++s) {
          Piece p = static_cast<Piece>((r.cells >> (4 * s)) & 0xF);
          if (p == kEmpty) continue;
          if (kind && kind_of(p) != kind) continue;
          if (colour && colour_of(p) != colour - 1) continue;
          ++count;
        }
        return count;
      }
      case Op::kCaptures:
        return static_cast<int>(r.captures.size());
      case Op::kAny:
      case Op::kAll:
      case Op::kCount: {
        int hits = 0;
        for (std::size_t i = 0; i < r.captures.size(); ++i) {
          Evaluator inner{o, r, &r.captures[i], r.start_ply + static_cast<int>(i) + 1};
          hits += inner.eval(x.a) != 0;
        }
        if (x.op == Op::kAny) return hits > 0;
        if (x.op == Op::kAll) return hits == static_cast<int>(r.captures.size());
        return hits;
      }
      case Op::kLast:
        return static_cast<int>(r.captures.size()) - x.value;
      case Op::kMove:
        return x.value - r.start_ply - 1;
      case Op::kFirst:
        return 0;
      case Op::kThis:
        return -1;
      case Op::kCapturedPiece:
        return capture(eval(x.a)).captured;
      case Op::kCapturingPiece:
        return capture(eval(x.a)).by;
      case Op::kToSquare:
        return capture(eval(x.a)).to;
      case Op::kFromSquare:
        return capture(eval(x.a)).from;
      case Op::kMoveNumber:
        return move_number(eval(x.a));
      case Op::kMover:
        return (move_number(eval(x.a)) & 1) ? 0 : 1;
      case Op::kKindOf:
        return kind_of(static_cast<Piece>(eval(x.a)));
      case Op::kColourOf:
        return colour_of(static_cast<Piece>(eval(x.a)));
      case Op::kShadeOf:
        return is_red(eval(x.a));
      case Op::kRankOf:
        return rank_of(eval(x.a)) + 1;
      case Op::kFileOf:
        return file_of(eval(x.a)) + 1;
    }
    return 0;
  }
};

Object Object::parse_expression(std::string_view text) { return Parser(text).run(); }

Object Object::parse(std::string_view text) {
  std::string key;
  for (char ch : text)
    if (!std::isspace(static_cast<unsigned char>(ch)))
      key += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (const auto& b : builtin_objects()) {
    if (key == b.name) {
      Object o = parse_expression(b.text);
      o.name_ = std::string(b.name);
      return o;
    }
  }
  return parse_expression(text);
}

bool Object::condition(const Round& round) const {
  // "P is false when it refers to something that does not exist": every capture the condition names
  // outside a quantifier must have happened, or the whole condition is false.
  int made = static_cast<int>(round.captures.size());
  for (const Node& x : nodes_) {
    if (x.op == Op::kLast && x.value > made) return false;
    if (x.op == Op::kFirst && made == 0) return false;
    if (x.op == Op::kMove) {
      int index = x.value - round.start_ply - 1;
      if (index < 0 || index >= made) return false;
    }
  }
  return Evaluator{*this, round}.eval(root_) != 0;
}

bool Object::quantifier_holds(int i, const Capture& c, int move_number) const {
  Round empty;
  return Evaluator{*this, empty, &c, move_number}.eval(nodes_[quantifiers_[i]].a) != 0;
}

bool Object::quantifier_is_any(int i) const { return nodes_[quantifiers_[i]].op == Op::kAny; }

ObjectNeeds Object::needs(int start_ply) const {
  ObjectNeeds out;
  std::vector<int> parent(nodes_.size(), -1);
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    if (nodes_[i].a >= 0) parent[nodes_[i].a] = static_cast<int>(i);
    if (nodes_[i].b >= 0) parent[nodes_[i].b] = static_cast<int>(i);
  }
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const Node& x = nodes_[i];
    if (x.op == Op::kLast) out.last_depth = std::max(out.last_depth, x.value);
    if (x.op == Op::kFirst) out.absolute.push_back(0);
    if (x.op == Op::kMove) {
      int index = x.value - start_ply - 1;
      if (index >= 0 && index < kMaxRoundMoves) out.absolute.push_back(index);
    }
    if (x.op == Op::kAny || x.op == Op::kAll || x.op == Op::kCount)
      out.quantifier_counts.push_back(x.op == Op::kCount);
    if (x.op == Op::kShadeOf) out.square_reads |= kReadsShade;
    if (x.op == Op::kRankOf) out.square_reads |= kReadsRank;
    if (x.op == Op::kFileOf) out.square_reads |= kReadsFile;
    if (x.type == Type::kSquare) {
      Op use = parent[i] >= 0 ? nodes_[parent[i]].op : Op::kConst;
      if (use != Op::kShadeOf && use != Op::kRankOf && use != Op::kFileOf)
        out.square_reads |= kReadsRank | kReadsFile;  // compared as a whole (or a named square)
    }
    bool piece = x.op == Op::kCapturedPiece || x.op == Op::kCapturingPiece;
    bool square = x.op == Op::kToSquare || x.op == Op::kFromSquare;
    if ((!piece && !square) || nodes_[x.a].op == Op::kThis) continue;
    Op use = parent[i] >= 0 ? nodes_[parent[i]].op : Op::kConst;
    if (piece) {
      bool captured = x.op == Op::kCapturedPiece;
      std::uint32_t colour = captured ? kFeatureCapturedColour : kFeatureByColour;
      std::uint32_t kind = captured ? kFeatureCapturedKind : kFeatureByKind;
      out.features |= use == Op::kColourOf ? colour : use == Op::kKindOf ? kind : colour | kind;
    } else {
      bool to = x.op == Op::kToSquare;
      std::uint32_t shade = to ? kFeatureToShade : kFeatureFromShade;
      std::uint32_t rank = to ? kFeatureToRank : kFeatureFromRank;
      std::uint32_t file = to ? kFeatureToFile : kFeatureFromFile;
      out.features |= use == Op::kShadeOf  ? shade
                      : use == Op::kRankOf ? rank
                      : use == Op::kFileOf ? file
                                           : rank | file;
    }
  }
  std::sort(out.absolute.begin(), out.absolute.end());
  out.absolute.erase(std::unique(out.absolute.begin(), out.absolute.end()), out.absolute.end());
  return out;
}

}  // namespace menagerie::chessence_sniderman
