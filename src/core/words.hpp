// Text cut at white space: the fields of a position text, the words of a comment. One loop for
// the games and the records that read or wrap text by words.
#pragma once

#include <cctype>
#include <string_view>
#include <vector>

namespace menagerie {

// The runs of non-space characters in `text`, in order (views into `text`).
inline std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

}  // namespace menagerie
