#include "cli/install_dirs.hpp"

#include <filesystem>
#include <system_error>

namespace menagerie::cli {

namespace fs = std::filesystem;

DataDirs data_dirs_for(const std::string& program, const std::string& source_dir) {
  DataDirs source{(fs::path(source_dir) / "web" / "dist").string(),
                  (fs::path(source_dir) / "docs").string()};
  std::error_code ec;
  // The real path: a symlink in /usr/local/bin to an installed tree still finds its share folder.
  fs::path exe = fs::canonical(program, ec);
  if (ec) return source;
  fs::path share = exe.parent_path().parent_path() / "share" / "menagerie";
  DataDirs installed{(share / "web").string(), (share / "docs").string()};
  // Each folder on its own: an install without the web client (not built when installing) still
  // serves its own rules pages, and the source tree's client when there is one.
  DataDirs out = source;
  if (fs::exists(fs::path(installed.web) / "index.html", ec)) out.web = installed.web;
  if (fs::is_directory(fs::path(installed.docs) / "rules", ec)) out.docs = installed.docs;
  return out;
}

DataDirs default_data_dirs() { return data_dirs_for("/proc/self/exe", MENAGERIE_SOURCE_DIR); }

}  // namespace menagerie::cli
