#include "protocol/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>

namespace menagerie::protocol {

EngineProcess::EngineProcess(const std::string& command) {
  int in[2], out[2];
  // Close-on-exec: when several engines start at once from different threads, no child may inherit
  // another engine's pipe ends, or that engine's crash would never show as end-of-output.
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0)
    throw std::runtime_error("cannot create pipes for " + command);
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("cannot fork for " + command);
  if (pid_ == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  to_child_ = in[1];
  from_child_ = out[0];
  signal(SIGPIPE, SIG_IGN);  // a crashed engine must not take us down with it
}

EngineProcess::~EngineProcess() {
  if (alive()) {
    send("quit");
    for (int i = 0; i < 50 && alive(); ++i) usleep(10000);
    if (alive()) ::kill(pid_, SIGKILL);
  }
  close(to_child_);
  close(from_child_);
  if (pid_ > 0) waitpid(pid_, nullptr, 0);
}

void EngineProcess::kill() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
  pid_ = -1;
}

bool EngineProcess::alive() {
  if (pid_ <= 0) return false;
  int status;
  if (waitpid(pid_, &status, WNOHANG) == pid_) {
    pid_ = -1;
    return false;
  }
  return true;
}

void EngineProcess::send(const std::string& line) {
  std::string data = line + "\n";
  const char* p = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    ssize_t n = write(to_child_, p, left);
    if (n <= 0) return;  // the engine has gone; read_line will report it
    p += n;
    left -= std::size_t(n);
  }
}

std::optional<std::string> EngineProcess::read_line(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd fd{from_child_, POLLIN, 0};
    int ready = poll(&fd, 1, int(left.count()));
    if (ready <= 0) continue;
    char chunk[65536];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      closed_ = true;
      return std::nullopt;
    }
    buffer_.append(chunk, std::size_t(n));
  }
}

std::vector<std::string> EngineProcess::read_until(const std::string& prefix,
                                                   std::chrono::milliseconds timeout) {
  std::vector<std::string> lines;
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto line = read_line(std::max(left, std::chrono::milliseconds(1)));
    if (!line) throw std::runtime_error("the engine did not answer '" + prefix + "' in time");
    lines.push_back(*line);
    if (line->rfind(prefix, 0) == 0) return lines;
  }
}

void EngineProcess::handshake() {
  send("uci");
  read_until("uciok");
  send("isready");
  read_until("readyok");
}

std::optional<std::string> find_engine(const std::string& name) {
  std::string var = "MENAGERIE_";
  for (char c : name) var += c == '-' ? '_' : char(std::toupper(static_cast<unsigned char>(c)));
  if (const char* given = std::getenv(var.c_str()); given && *given) return std::string(given);
  namespace fs = std::filesystem;
  if (fs::exists("/usr/games/" + name)) return "/usr/games/" + name;
  if (const char* path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    std::string dir;
    while (std::getline(dirs, dir, ':'))
      if (!dir.empty() && fs::exists(dir + "/" + name)) return dir + "/" + name;
  }
  return std::nullopt;
}

}  // namespace menagerie::protocol
