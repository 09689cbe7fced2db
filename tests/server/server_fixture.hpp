// A real server on a free loopback port, with its SQLite database in a fresh folder, running on a
// thread of the test.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <thread>

#include "server/client.hpp"
#include "server/server.hpp"

namespace menagerie::harness {

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    prepare();
    dir_ = std::filesystem::temp_directory_path() /
           ("menagerie-server-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "web");
    // A stand-in web client: the real one is tested end to end by web/e2e.
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>Menagerie</title>";
    start();
  }
  // Runs before the server starts (a fixture may choose the store here).
  virtual void prepare() {}
  // Adjusts the server's options before each start (threads, eviction, ...).
  virtual void configure(server::ServerOptions& /*options*/) {}

  void TearDown() override {
    stop();
    std::filesystem::remove_all(dir_);
  }

  void start() {
    server::ServerOptions o;
    o.port = 0;
    o.data_dir = (dir_ / "data").string();
    o.web_dir = (dir_ / "web").string();
    o.docs_dir = MENAGERIE_SOURCE_DIR "/docs";
    o.postgres = postgres_;
    configure(o);
    server_ = std::make_unique<server::Server>(o);
    url_ = server_->url();
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    server_.reset();
  }
  void restart() {
    stop();
    start();
  }

  // Creates a game and returns the answer (id, tokens).
  json create(const json& request) {
    HttpAnswer a = post(url_, "/api/games", request);
    EXPECT_EQ(a.status, 201) << a.body;
    return a.as_json();
  }

  std::string postgres_;  // empty: SQLite under dir_
  std::filesystem::path dir_;
  std::unique_ptr<server::Server> server_;
  std::thread thread_;
  std::string url_;
};

}  // namespace menagerie::harness
