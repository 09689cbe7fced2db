// view_schema_errors(view): what is wrong with a view by the contract of docs/view.md, one line per
// fault (empty when the view keeps it). The web client draws every game from the view alone, so the
// tests hold every game's views to this one checker: required fields and their types, squares that
// exist on the board (not holes), unique zone ids, and moves whose from/to name a square or a zone.
#pragma once

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::harness {

namespace view_schema_detail {

using nlohmann::json;

class Checker {
 public:
  explicit Checker(const json& view) : v_(view) {}

  std::vector<std::string> run() {
    if (!v_.is_object()) return {"the view is not a JSON object"};
    common();
    board();  // before anything that names a square
    seats();
    pieces();
    zones();  // before moves, which may name zones
    string_array("check", true);
    info();
    forms();
    tables();
    if (v_.contains("secret") && !v_["secret"].is_object()) fault("secret is not an object");
    revealed();
    if (v_.contains("move_notes")) {
      if (!v_["move_notes"].is_object())
        fault("move_notes is not an object");
      else
        for (const auto& [text, note] : v_["move_notes"].items())
          if (!note.is_string()) fault("move_notes[" + text + "] is not a string");
    }
    moves();
    return errors_;
  }

 private:
  void fault(const std::string& what) { errors_.push_back(what); }

  bool has(const json& o, const char* key, json::value_t type, const std::string& where,
           bool required = true) {
    if (!o.contains(key)) {
      if (required) fault(where + ": missing '" + key + "'");
      return false;
    }
    const json& x = o[key];
    bool ok = type == json::value_t::number_integer ? x.is_number_integer() : x.type() == type;
    if (!ok) fault(where + ": '" + key + "' has the wrong type (" + x.type_name() + ")");
    return ok;
  }
  bool has_string(const json& o, const char* key, const std::string& where, bool required = true) {
    return has(o, key, json::value_t::string, where, required);
  }
  bool has_int(const json& o, const char* key, const std::string& where, bool required = true) {
    return has(o, key, json::value_t::number_integer, where, required);
  }
  bool has_array(const json& o, const char* key, const std::string& where, bool required = true) {
    return has(o, key, json::value_t::array, where, required);
  }
  bool has_object(const json& o, const char* key, const std::string& where, bool required = true) {
    return has(o, key, json::value_t::object, where, required);
  }

  // A square name inside the width × height rectangle ("a1" .. ), hole or not.
  bool on_rectangle(const std::string& name) const {
    if (name.size() < 2 || name[0] < 'a' || name[0] >= 'a' + width_) return false;
    if (name[1] < '1' || name[1] > '9') return false;
    int rank = 0;
    for (std::size_t i = 1; i < name.size(); ++i) {
      if (name[i] < '0' || name[i] > '9') return false;
      rank = rank * 10 + (name[i] - '0');
      if (rank > height_) return false;
    }
    return rank >= 1;
  }
  bool is_square(const std::string& name) const {
    return on_rectangle(name) && !holes_.count(name);
  }
  void square(const json& x, const std::string& where) {
    if (!x.is_string())
      fault(where + " is not a string");
    else if (!is_square(x.get<std::string>()))
      fault(where + " '" + x.get<std::string>() + "' is not a square of the board");
  }

  void common() {
    has_string(v_, "variant", "view");
    // A hidden game's view has no true position: the position is optional, text when given.
    has_string(v_, "position", "view", false);
    has_int(v_, "to_move", "view");
    if (has(v_, "over", json::value_t::boolean, "view")) over_ = v_["over"].get<bool>();
    if (over_) {
      if (has_string(v_, "result", "view") && v_["result"] != "win" && v_["result"] != "draw" &&
          v_["result"] != "loss")
        fault("view: result must be \"win\", \"draw\" or \"loss\"");
      has_int(v_, "winner", "view");
      has_string(v_, "reason", "view");
      // Every seat's result, where the table gives them: "win", "loss" or "draw" per seat.
      if (has_array(v_, "results", "view", false))
        for (const json& r : v_["results"])
          if (r != "win" && r != "loss" && r != "draw")
            fault("view: results[] must be \"win\", \"loss\" or \"draw\", not " + r.dump());
    } else {
      for (const char* key : {"result", "winner", "reason"})
        if (v_.contains(key))
          fault(std::string("view: '") + key + "' given but the game is not over");
    }
    string_array("history", false);
    // Optional: who made each history entry, one per entry.
    if (has_array(v_, "history_seats", "view", false) && v_["history"].is_array() &&
        v_["history_seats"].size() != v_["history"].size())
      fault("view: history_seats and history differ in length");
    // Optional: the heading of each history entry (Golf's "Hole 2"), one text per entry.
    if (has_array(v_, "history_groups", "view", false)) {
      if (v_["history"].is_array() && v_["history_groups"].size() != v_["history"].size())
        fault("view: history_groups and history differ in length");
      for (const json& g : v_["history_groups"])
        if (!g.is_string()) fault("view: history_groups[] must be texts");
    }
    if (over_ && v_.contains("legal")) fault("view: 'legal' given but the game is over");
    // Optional: the seats that may act at once, seat numbers including the seat to move.
    if (has_array(v_, "acting", "view", false)) {
      bool listed = false;
      for (const json& k : v_["acting"]) {
        if (!k.is_number_integer() || k.get<int>() < 0) fault("view: acting[] must be seats");
        listed = listed || k == v_.value("to_move", json());
      }
      if (!over_ && !v_["acting"].empty() && !listed)
        fault("view: the seat to move is not among the acting seats");
    }
  }

  void string_array(const char* key, bool squares) {
    if (!has_array(v_, key, "view")) return;
    int i = 0;
    for (const json& x : v_[key]) {
      std::string where = std::string(key) + "[" + std::to_string(i++) + "]";
      if (squares)
        square(x, where);
      else if (!x.is_string())
        fault(where + " is not a string");
    }
  }

  void seats() {
    if (!has_array(v_, "seats", "view")) return;
    if (v_["seats"].empty()) fault("seats is empty");
    int i = 0;
    for (const json& s : v_["seats"]) {
      std::string where = "seats[" + std::to_string(i++) + "]";
      if (!s.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      has_string(s, "name", where);
      has_string(s, "color", where);
      if (s.contains("team") && !s["team"].is_string()) fault(where + ".team is not a string");
    }
    seat_count_ = int(v_["seats"].size());
    if (v_.contains("to_move") && v_["to_move"].is_number_integer()) {
      int t = v_["to_move"].get<int>();
      if (t < -1 || t >= seat_count_)
        fault("to_move " + std::to_string(t) + " is not a seat or -1");
    }
    if (over_ && v_.contains("winner") && v_["winner"].is_number_integer()) {
      int w = v_["winner"].get<int>();
      // A draw, and a cooperative game lost by every seat, have no winner (-2).
      std::string result = v_.value("result", "");
      bool none = result == "draw" || result == "loss";
      if (none ? w != -2 : (w < 0 || w >= seat_count_))
        fault("winner " + std::to_string(w) +
              (none ? " in a " + result + " is not -2" : " is not a seat"));
    }
  }

  void board() {
    if (!has_object(v_, "board", "view")) return;
    const json& b = v_["board"];
    if (has_int(b, "width", "board")) width_ = b["width"].get<int>();
    if (has_int(b, "height", "board")) height_ = b["height"].get<int>();
    if (width_ < 1 || width_ > 26 || height_ < 1 || height_ > 99) {
      fault("board: width and height must be 1-26 and 1-99");
      width_ = height_ = 0;
    }
    if (has_array(b, "holes", "board"))
      for (const json& h : b["holes"]) {
        if (!h.is_string() || !on_rectangle(h.get<std::string>()))
          fault("board: hole " + h.dump() + " is not a cell of the board");
        else if (!holes_.insert(h.get<std::string>()).second)
          fault("board: hole " + h.dump() + " is listed twice");
      }
    if (has_object(b, "markers", "board"))
      for (const auto& [name, mark] : b["markers"].items()) {
        if (!is_square(name)) fault("board: marker on '" + name + "', which is not a square");
        if (!mark.is_string()) fault("board: the marker of " + name + " is not a string");
      }
  }

  // The fields a board piece and a zone piece share.
  void piece_fields(const json& p, const std::string& where) {
    has_string(p, "color", where);
    if (has_string(p, "type", where) && p.value("hidden", false) && p["type"] != "unknown")
      fault(where + ": a hidden piece's type must be \"unknown\"");
    has_string(p, "label", where, false);
    has(p, "hidden", json::value_t::boolean, where, false);
    if (has_object(p, "annotations", where, false)) {
      const json& a = p["annotations"];
      if (a.contains("die") && !a["die"].is_number_integer())
        fault(where + ": annotations.die is not a whole number");
      if (a.contains("powers") &&
          (!a["powers"].is_array() || std::any_of(a["powers"].begin(), a["powers"].end(),
                                                  [](const json& x) { return !x.is_string(); })))
        fault(where + ": annotations.powers is not an array of strings");
    }
  }

  void pieces() {
    if (!has_array(v_, "pieces", "view")) return;
    int i = 0;
    for (const json& p : v_["pieces"]) {
      std::string where = "pieces[" + std::to_string(i++) + "]";
      if (!p.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      if (!p.contains("at"))
        fault(where + ": missing 'at'");
      else
        square(p["at"], where + ".at");
      piece_fields(p, where);
    }
  }

  void zones() {
    if (!has_array(v_, "zones", "view")) return;
    int i = 0;
    for (const json& z : v_["zones"]) {
      std::string where = "zones[" + std::to_string(i++) + "]";
      if (!z.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      if (has_string(z, "id", where)) {
        std::string id = z["id"].get<std::string>();
        if (on_rectangle(id)) fault(where + ": id '" + id + "' is also a square name");
        if (!zone_ids_.insert(id).second) fault(where + ": id '" + id + "' is not unique");
      }
      has_string(z, "name", where);
      if (has_int(z, "owner", where)) {
        int o = z["owner"].get<int>();
        if (o != -2 && (o < 0 || (seat_count_ > 0 && o >= seat_count_)))
          fault(where + ": owner " + std::to_string(o) + " is not a seat or -2");
      }
      if (has_string(z, "side", where)) {
        static const std::set<std::string> kSides{"above", "below", "left", "right"};
        if (!kSides.count(z["side"].get<std::string>()))
          fault(where + ": side must be above, below, left or right");
      }
      if (!has_array(z, "pieces", where)) continue;
      int j = 0;
      for (const json& p : z["pieces"]) {
        std::string pw = where + ".pieces[" + std::to_string(j++) + "]";
        if (!p.is_object()) {
          fault(pw + " is not an object");
          continue;
        }
        if (p.contains("at")) fault(pw + ": a zone piece has 'count', not 'at'");
        if (has_int(p, "count", pw) && p["count"].get<int>() < 1)
          fault(pw + ": count must be at least 1");
        piece_fields(p, pw);
      }
    }
  }

  // Only once over: one entry per seat, that seat's `secret` (an object) or null.
  void revealed() {
    if (!v_.contains("revealed")) return;
    if (!v_.value("over", false)) fault("revealed before the game is over");
    if (!has_array(v_, "revealed", "view")) return;
    if (v_.contains("seats") && v_["seats"].is_array() &&
        v_["revealed"].size() != v_["seats"].size())
      fault("revealed has not one entry per seat");
    for (const json& x : v_["revealed"])
      if (!x.is_null() && !x.is_object()) fault("a revealed secret is neither an object nor null");
  }

  void info() {
    if (!has_array(v_, "info", "view")) return;
    int i = 0;
    for (const json& x : v_["info"]) {
      std::string where = "info[" + std::to_string(i++) + "]";
      if (!x.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      has_string(x, "label", where);
      has_string(x, "text", where);
      has(x, "prompt", json::value_t::boolean, where, false);
      has(x, "turn", json::value_t::boolean, where, false);
    }
  }

  // docs/view.md, "Forms": a form has a move text with one "{}" the client fills in: from its
  // rows and columns (a permutation) or from what the person types (text).
  // Optional tables: a title, rows and columns, and a cell of text for each.
  void tables() {
    if (!has_array(v_, "tables", "view", false)) return;
    int i = 0;
    for (const json& t : v_["tables"]) {
      std::string where = "tables[" + std::to_string(i++) + "]";
      if (!t.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      has_string(t, "title", where);
      if (!has_array(t, "rows", where) || !has_array(t, "cols", where) ||
          !has_array(t, "cells", where))
        continue;
      if (t["cells"].size() != t["rows"].size()) fault(where + ": a row of cells per row");
      for (const json& row : t["cells"])
        if (!row.is_array() || row.size() != t["cols"].size())
          fault(where + ": a cell per column in every row");
        else
          for (const json& c : row)
            if (!c.is_string()) fault(where + ": cells are text");
    }
  }

  void forms() {
    if (!has_array(v_, "forms", "view", false)) return;
    int i = 0;
    for (const json& f : v_["forms"]) {
      std::string where = "forms[" + std::to_string(i++) + "]";
      if (!f.is_object()) {
        fault(where + " is not an object");
        continue;
      }
      // A permutation names its rows and columns; a text form is one field to type in.
      if (has_string(f, "kind", where) && f["kind"] == "text") {
        has_string(f, "title", where);
      } else {
        has_array(f, "rows", where);
        has_array(f, "cols", where);
      }
      if (has_string(f, "move", where) &&
          f["move"].get<std::string>().find("{}") == std::string::npos)
        fault(where + ": move has no \"{}\" to fill in");
    }
  }

  void place(const json& m, const char* key, const std::string& where) {
    if (!has_string(m, key, where, false)) return;
    std::string p = m[key].get<std::string>();
    if (!is_square(p) && !zone_ids_.count(p))
      fault(where + "." + key + " '" + p + "' is neither a square nor a zone id");
  }

  void move(const json& m, const std::string& where) {
    if (!m.is_object()) {
      fault(where + " is not an object");
      return;
    }
    if (has_string(m, "text", where) && m["text"].get<std::string>().empty())
      fault(where + ": text is empty");
    place(m, "from", where);
    place(m, "to", where);
    has_string(m, "promotion", where, false);
    has_string(m, "label", where, false);
    if (has_string(m, "via", where, false)) square(m["via"], where + ".via");
  }

  void moves() {
    if (v_.contains("last_move")) {
      move(v_["last_move"], "last_move");
      // The last move's flags are present only when true (docs/view.md).
      for (const char* flag : {"capture", "check"})
        if (v_["last_move"].is_object() && v_["last_move"].contains(flag) &&
            v_["last_move"][flag] != true)
          fault(std::string("last_move.") + flag + " is given but not true");
    }
    if (!has_array(v_, "legal", "view", false)) return;
    int i = 0;
    for (const json& m : v_["legal"]) move(m, "legal[" + std::to_string(i++) + "]");
  }

  const json& v_;
  std::vector<std::string> errors_;
  bool over_ = false;
  int width_ = 0, height_ = 0, seat_count_ = 0;
  std::set<std::string> holes_, zone_ids_;
};

}  // namespace view_schema_detail

inline std::vector<std::string> view_schema_errors(const nlohmann::json& view) {
  return view_schema_detail::Checker(view).run();
}

// The errors as one text, one per line: "" for a good view (reads well in EXPECT_EQ).
inline std::string view_schema_text(const nlohmann::json& view) {
  std::string out;
  for (const auto& e : view_schema_errors(view)) out += e + "\n";
  return out;
}

// The view's Move for the legal move written `text` (null when there is none).
inline nlohmann::json legal_move(const nlohmann::json& view, const std::string& text) {
  for (const auto& m : view.value("legal", nlohmann::json::array()))
    if (m["text"] == text) return m;
  return nullptr;
}

}  // namespace menagerie::harness
