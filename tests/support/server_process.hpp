// A `menagerie serve` child process on a free loopback port, for the crash test and the load bench:
// started with its own data folder, its URL read from what it prints, killed at will.
#pragma once

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

extern char** environ;

namespace menagerie::harness {

// A process's resident memory in MB (/proc/PID/status: VmRSS), or -1 when it cannot be read.
inline double resident_mb(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  return -1;
}

// The CPU time (user and system) process `pid` has used so far, in seconds.
inline double cpu_seconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // Fields after the command's closing parenthesis (it may hold spaces): state is field 3, utime
  // and stime are fields 14 and 15.
  std::istringstream rest(text.substr(text.rfind(')') + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && rest >> field; ++i)
    if (i >= 14) ticks += std::stod(field);
  return ticks / double(sysconf(_SC_CLK_TCK));
}

class ServerProcess {
 public:
  // `cwd`: the folder to start it in (empty: this one); `more`: further arguments of `serve`
  // (--postgres URL, ...); everything printed before the URL is kept in printed().
  ServerProcess(const std::string& binary, const std::string& data, const std::string& cwd = "",
                const std::vector<std::string>& more = {}) {
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, out[1]);
    if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
    std::vector<std::string> args = {binary, "serve", "--port", "0", "--data", data};
    args.insert(args.end(), more.begin(), more.end());
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int failed = posix_spawn(&pid_, binary.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (failed) {
      close(out[0]);
      throw std::runtime_error("cannot start " + binary);
    }
    // The server prints "Menagerie is serving at http://..." once its port is open.
    std::string line;
    char c;
    while (read(out[0], &c, 1) == 1) {
      if (c != '\n') {
        line += c;
        continue;
      }
      if (line.find("serving at ") != std::string::npos) break;
      printed_ += line + "\n";
      line.clear();
    }
    close(out[0]);
    auto at = line.find("http://");
    if (at == std::string::npos) {
      kill_now();
      throw std::runtime_error("the server printed no URL");
    }
    url_ = line.substr(at);
  }
  ~ServerProcess() { kill_now(); }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  // SIGKILL: no chance to flush or close anything, as in a crash.
  void kill_now() { end(SIGKILL); }
  // SIGTERM: a clean shutdown.
  void stop() { end(SIGTERM); }
  const std::string& url() const { return url_; }
  const std::string& printed() const { return printed_; }
  pid_t pid() const { return pid_; }

 private:
  void end(int signal) {
    if (pid_ <= 0) return;
    ::kill(pid_, signal);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
  }

  pid_t pid_ = -1;
  std::string url_;
  std::string printed_;
};

}  // namespace menagerie::harness
