// The application's start, measured from outside: goodput-startup-probe is spawned directly (no shell between),
// and the times it prints on the monotonic clock are set against the moment the bench spawned it.
#include "UiBench.h"

#include "BenchUtil.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace gpbench {

namespace {

constexpr const char* kHome = "/tmp/goodput-bench-home";

struct ProbeResult {
    double toMainMs = -1;  // spawn to main(): the kernel's exec and the dynamic loader
    double toPaintMs = -1; // spawn to the end of the first paint
    double inProcessMs = -1;
    double paintMs = -1;  // the first paint pass itself
    double toExitMs = -1; // spawn to the end of the process, which first makes the next view in idle time
    long peakKb = -1;
};

long long nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// The value of "key": in one line of the probe's JSON, or -1.
double field(const char* line, const char* key)
{
    const std::string quoted = std::string("\"") + key + "\": ";
    const char* at = std::strstr(line, quoted.c_str());
    return at ? std::strtod(at + quoted.size(), nullptr) : -1;
}

std::vector<std::string> probeEnvironment()
{
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e)
        if (std::strncmp(*e, "HOME=", 5) != 0 && std::strncmp(*e, "QT_QPA_PLATFORM=", 16) != 0)
            env.emplace_back(*e);
    env.emplace_back(std::string("HOME=") + kHome);
    env.emplace_back("QT_QPA_PLATFORM=offscreen");
    return env;
}

ProbeResult probe(const char* mode)
{
    ProbeResult r;
    std::vector<std::string> env = probeEnvironment();
    std::vector<char*> envp;
    for (std::string& e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    std::string program = GOODPUT_STARTUP_PROBE;
    std::string modeArg = mode;
    char* argv[] = {program.data(), modeArg.data(), nullptr};
    int out[2];
    if (pipe(out) != 0)
        return r;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const long long t0 = nowNs();
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        return r;
    }
    std::string text;
    char buf[512];
    for (ssize_t n; (n = read(out[0], buf, sizeof buf)) > 0;)
        text.append(buf, static_cast<std::size_t>(n));
    close(out[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    r.toExitMs = double(nowNs() - t0) / 1e6;
    const double mainNs = field(text.c_str(), "main_ns");
    const double paintedNs = field(text.c_str(), "painted_ns");
    if (mainNs <= 0 || paintedNs <= 0)
        return r;
    r.toMainMs = (mainNs - double(t0)) / 1e6;
    r.toPaintMs = (paintedNs - double(t0)) / 1e6;
    r.inProcessMs = field(text.c_str(), "first_paint_ms");
    r.paintMs = field(text.c_str(), "paint_ms");
    r.peakKb = static_cast<long>(field(text.c_str(), "peak_rss_kb"));
    return r;
}

// The start of a returning user on the overview: each "all-views" probe leaves the last view remembered, which the
// next start would open on instead.
void rememberOverview()
{
    const std::string dir = std::string(kHome) + "/.config/GoodputPlanner";
    std::filesystem::create_directories(dir);
    if (FILE* f = std::fopen((dir + "/goodput-planner.conf").c_str(), "w")) {
        std::fputs("[mainwindow]\nviewId=overview\nwelcomed=true\n", f);
        std::fclose(f);
    }
}

std::string ms(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

} // namespace

void benchStartup()
{
    rememberOverview();
    probe("first"); // warm the page cache
    Samples wall, toMain, inProcess, paint, toExit;
    for (int i = 0; i < 11; ++i) {
        const ProbeResult r = probe("first");
        if (r.toPaintMs < 0)
            return;
        wall.ms.push_back(r.toPaintMs);
        toMain.ms.push_back(r.toMainMs);
        inProcess.ms.push_back(r.inProcessMs);
        paint.ms.push_back(r.paintMs);
        toExit.ms.push_back(r.toExitMs);
    }
    report("startup_to_first_paint", wall, 0.0,
           ", \"note\": \"spawn to the end of the first paint, measured outside the process\", "
           "\"to_main_median_ms\": " + ms(toMain.median()) + ", \"in_process_median_ms\": " + ms(inProcess.median()) +
               ", \"paint_median_ms\": " + ms(paint.median()) + ", \"to_exit_median_ms\": " + ms(toExit.median()));
    Samples memory;
    long peak = 0;
    for (int i = 0; i < 5; ++i) {
        const ProbeResult r = probe("all-views");
        peak = std::max(peak, r.peakKb);
        memory.ms.push_back(static_cast<double>(r.peakKb) / 1024.0);
    }
    rememberOverview();
    std::printf("{\"name\": \"peak_rss_example_plan\", \"median_mb\": %.1f, \"max_mb\": %.1f, \"note\": \"every view "
                "shown once\"}\n",
                memory.median(), static_cast<double>(peak) / 1024.0);
    std::fflush(stdout);
}

} // namespace gpbench
