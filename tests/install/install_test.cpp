// `cmake --install` under a fresh prefix, then the installed program served from another folder:
// it must find its own web client and rules pages (share/menagerie/) from its own path, not through
// the source tree it was built in.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "server/client.hpp"
#include "support/server_process.hpp"

namespace menagerie::harness {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

TEST(Install, TheInstalledProgramServesItsOwnClientAndRules) {
  if (!fs::exists(fs::path(MENAGERIE_SOURCE_DIR) / "web" / "dist" / "index.html"))
    GTEST_SKIP() << "web/dist is absent: build the web client first (make web, or npm run build "
                    "in web/); CI builds it before the tests";
  fs::path prefix = fs::temp_directory_path() / ("menagerie-install-" + std::to_string(getpid()));
  fs::remove_all(prefix);
  std::string install = std::string("\"") + CMAKE_COMMAND + "\" --install \"" +
                        MENAGERIE_BINARY_DIR + "\" --prefix \"" + prefix.string() + "\" > \"" +
                        (prefix.string() + ".log") + "\" 2>&1";
  ASSERT_EQ(std::system(install.c_str()), 0) << install << " failed; see " << prefix << ".log";
  EXPECT_TRUE(fs::exists(prefix / "share" / "menagerie" / "web" / "index.html"));
  EXPECT_TRUE(fs::exists(prefix / "share" / "menagerie" / "docs" / "rules" / "chess960.md"));

  // Started from an unrelated folder, with no --web or --docs.
  fs::path elsewhere = prefix / "elsewhere";
  fs::create_directories(elsewhere);
  {
    ServerProcess server((prefix / "bin" / "menagerie").string(), (elsewhere / "data").string(),
                         elsewhere.string());
    // It says which files it serves: the installed ones.
    EXPECT_THAT(server.printed(), HasSubstr("web client: " + (prefix / "share").string()));
    EXPECT_THAT(server.printed(), HasSubstr("rules pages: " + (prefix / "share").string()));
    HttpAnswer page = get(server.url(), "/");
    EXPECT_EQ(page.status, 200);
    EXPECT_THAT(page.body, HasSubstr("<title>Menagerie"));
    HttpAnswer rules = get(server.url(), "/api/rules/chess960");
    EXPECT_EQ(rules.status, 200);
    EXPECT_THAT(rules.body, HasSubstr("# Chess960"));
    server.stop();
  }
  fs::remove_all(prefix);
  fs::remove(prefix.string() + ".log");
}

}  // namespace
}  // namespace menagerie::harness
