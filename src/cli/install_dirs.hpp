// Where `menagerie serve` finds the built web client and the rules pages when not told: beside an
// installed program (<prefix>/bin/menagerie and <prefix>/share/menagerie/{web,docs}, as
// `cmake --install` lays them out), found from the program's own path; else the source tree it was
// built in (`make run`). So a program installed under any prefix, or copied with its share folder,
// serves its own files wherever it is started from.
#pragma once

#include <string>

namespace menagerie::cli {

struct DataDirs {
  std::string web;   // the built web client (index.html, assets/)
  std::string docs;  // docs/ (rules/<id>.md)
};

// The installed folders next to the running program (/proc/self/exe) when they hold the web
// client's index.html and the rules pages; the source tree's otherwise.
DataDirs default_data_dirs();

// The same search from a given program path (the running program's, or a test's).
DataDirs data_dirs_for(const std::string& program, const std::string& source_dir);

}  // namespace menagerie::cli
