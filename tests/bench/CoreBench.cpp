#include "CoreBench.h"

#include "BenchUtil.h"
#include "deploy/Deployment.h"
#include "deploy/PlanFrom.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "performance/LayoutSearch.h"
#include "plan/Evaluate.h"
#include "search/Optimize.h"
#include "plan/PlanFile.h"
#include "plan/Presets.h"
#include "plan/Sizing.h"

#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdlib>
#include <string>

namespace gpbench {

void benchEvaluate(const gp::Plan& plan)
{
    // The example, and the multi-tier preset: 8,750 hosts with a fast tier beside the persistent one.
    // And an inference plan: every accelerator served, the tree asked, the provisioning compared.
    for (const auto& [name, p] : {std::pair<const char*, gp::Plan>{"evaluate", plan},
                                  {"evaluate_multi_tier", gp::findPreset("multi-tier-tpu-v5p").plan},
                                  {"evaluate_inference", gp::loadPlanFile(GOODPUT_TEST_DATA_PLANS "/inference-70b.gpplan")}}) {
        volatile double sink = 0;
        // One sample evaluates the plan 20 times, so that the clock's resolution does not dominate.
        const Samples s = time(100, [&] {
            for (int i = 0; i < 20; ++i)
                sink = sink + gp::evaluate(p).goodput.mlProductivity;
        });
        report(name, perCall(s, 20), 1.0);
    }
    // What the Costs view and the proposal ask for besides: the priced accelerator under every provisioning option
    // and the effect of each technique, computed on demand (each one more solve of the model a row).
    volatile double sink = 0;
    const Samples s = time(100, [&] {
        for (int i = 0; i < 20; ++i) {
            const gp::Evaluation e = gp::evaluate(plan);
            sink = sink + static_cast<double>(e.provisioning().size() + e.techniques().size());
        }
    });
    report("evaluate_with_tables", perCall(s, 20), 1.0);
}

void benchRecommend(const gp::Plan& plan)
{
    // Every accelerator sized for the deadline (the Costs view and the proposal): the example, and the 70B case
    // on 512 H100 whose deadline needs more than a thousand.
    for (const auto& [name, p] : {std::pair<const char*, gp::Plan>{"recommend", plan},
                                  {"recommend_70b", gp::loadPlanFile(GOODPUT_TEST_DATA_PLANS "/llm-70b-14-days.gpplan")},
                                  // The same searching a layout at every count (the layouts remembered after the
                                  // first sample, as they are while a session edits the plan).
                                  {"recommend_70b_layout",
                                   gp::loadPlanFile(GOODPUT_TEST_DATA_PLANS "/llm-70b-layout.gpplan")}}) {
        const gp::Evaluation e = gp::evaluate(p);
        std::size_t evaluations = 0;
        const Samples s = time(30, [&] { evaluations = gp::recommend(p, e).sizes.size(); });
        report(name, s, 0.0, ", \"accelerators\": " + std::to_string(evaluations));
    }
}

void benchLayout()
{
    // Llama 2 70B's shape at 4M tokens a step on 512 H100 (the catalog's row), as tst_performance searches it.
    gp::StepJob job;
    job.shape = {70e9, 80, 8192, 64, 8, 4096, 32000, true};
    job.globalBatchTokens = 1024 * 4096;
    job.accelerators = 512;
    const gp::Fabric fabric = gp::fabricOf(*gp::builtinCatalog().find("h100-80gb"), gp::Precision::Half);
    gp::Layout layout;
    layout.tensor = 8;
    layout.pipeline = 4;
    layout.data = 16;
    volatile double sink = 0;
    // One sample evaluates the layout 1,000 times, so that the clock's resolution does not dominate.
    const Samples s = time(200, [&] {
        for (int i = 0; i < 1000; ++i)
            sink = sink + gp::stepTime(job, fabric, layout).mfu;
    });
    const Samples each = perCall(s, 1000);
    char us[96];
    std::snprintf(us, sizeof us, ", \"median_us\": %.3f, \"p95_us\": %.3f", each.median() * 1000.0, each.p95() * 1000.0);
    report("layout_model", each, 1.0, us);
    std::size_t found = 0;
    const Samples search = time(50, [&] { found = gp::searchLayouts(job, fabric, {}, 1).size(); });
    report("layout_search", search, 0.0, ", \"layouts_found\": " + std::to_string(found));
    // Llama 3 405B's 126 layers on 8,192 H100: most pipeline degrees split the layers unevenly.
    gp::StepJob llama;
    llama.shape = {405e9, 126, 16384, 128, 8, 8192, 128256, true};
    llama.globalBatchTokens = 16777216;
    llama.accelerators = 8192;
    const Samples uneven = time(20, [&] { found = gp::searchLayouts(llama, fabric, {}, 1).size(); });
    report("layout_search_405b", uneven, 0.0, ", \"layouts_found\": " + std::to_string(found));
}

void benchMeasure()
{
    // A million steps of a job with a disruption every 100,000, written as the GoodputRecorder's JSON Lines, then
    // measured by goodput-cli in its own process: wall time and peak memory (wait4's ru_maxrss).
    const std::string path = "/tmp/goodput-bench-1m-steps.jsonl";
    std::size_t bytes = 0;
    {
        FILE* f = std::fopen(path.c_str(), "w");
        if (!f)
            return;
        double t = 1704070800.0;
        std::fprintf(f, "{\"job_name\": \"bench\", \"job_start_time\": %.6f}\n", t);
        t += 60;
        long long step = 0;
        for (long long i = 0; i < 1000000; ++i) {
            if (i > 0 && i % 100000 == 0) { // a disruption: restart from 50 steps back
                t += 300;
                std::fprintf(f, "{\"job_name\": \"bench\", \"job_start_time\": %.6f}\n", t);
                t += 30;
                step -= 50;
            }
            std::fprintf(f, "{\"job_name\": \"bench\", \"step_count\": %lld, \"step_start_time\": %.6f}\n", step,
                         t);
            t += 1.5 + 0.001 * static_cast<double>(i % 7);
            ++step;
        }
        std::fprintf(f, "{\"job_name\": \"bench\", \"job_end_time\": %.6f}\n", t);
        bytes = static_cast<std::size_t>(std::ftell(f));
        std::fclose(f);
    }
    long peakKb = 0;
    const Samples s = time(5, [&] {
        const pid_t pid = fork();
        if (pid == 0) {
            const int devnull = open("/dev/null", O_WRONLY);
            dup2(devnull, 1);
            execl(GOODPUT_CLI, GOODPUT_CLI, "measure", path.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        int status = 0;
        rusage usage{};
        wait4(pid, &status, 0, &usage);
        peakKb = std::max(peakKb, usage.ru_maxrss);
    });
    report("measure_1m_steps", s, 1000000.0,
           ", \"bytes\": " + std::to_string(bytes) + ", \"peak_rss_mb\": " + std::to_string(peakKb / 1024));
    std::remove(path.c_str());
}

void benchOptimize(const gp::Plan& plan)
{
    // The plan search (docs/model.md section 24) with its risk, as goodput-cli optimize runs it: each sample in a
    // process of its own, so that no layout is remembered from the sample before (the search's cold start). The
    // 405B case is the widest space: its spares reach 65 and more at a thousand nodes.
    struct Case {
        const char* name;
        std::string path;
        int samples;
    };
    for (const auto& [name, path, samples] : {Case{"optimize_example", GOODPUT_EXAMPLE_PLAN, 11},
                                              Case{"optimize_70b", GOODPUT_TEST_DATA_PLANS "/llm-70b-layout.gpplan", 11},
                                              Case{"optimize_405b", GOODPUT_TEST_DATA_PLANS "/llm-405b-120-days.gpplan", 5}}) {
        const Samples s = time(samples, [&] {
            const pid_t pid = fork();
            if (pid == 0) {
                const int devnull = open("/dev/null", O_WRONLY);
                dup2(devnull, 1);
                execl(GOODPUT_CLI, GOODPUT_CLI, "optimize", path.c_str(), static_cast<char*>(nullptr));
                _exit(127);
            }
            int status = 0;
            waitpid(pid, &status, 0);
        });
        report(name, s, 0.0);
    }
    // In this process, the layouts remembered after the first sample (as while a session edits the plan).
    const gp::Plan seventy = gp::loadPlanFile(GOODPUT_TEST_DATA_PLANS "/llm-70b-layout.gpplan");
    std::int64_t evaluated = 0, candidates = 0;
    const Samples warm = time(11, [&] {
        const gp::OptimizeResult r = gp::optimize(seventy);
        evaluated = r.evaluated;
        candidates = r.candidates;
    });
    report("optimize_70b_warm", warm, 0.0,
           ", \"candidates\": " + std::to_string(candidates) + ", \"evaluated\": " + std::to_string(evaluated));
    (void)plan;
}

void benchDeploy(const gp::Plan& plan)
{
    // The three exports of the plan from its evaluation (docs/deploy.md), and its JobSet read back into a plan.
    const gp::Evaluation ev = gp::evaluate(plan);
    std::size_t bytes = 0;
    const Samples s = time(50, [&] {
        bytes = 0;
        const gp::DeploymentConfig c = gp::deploymentConfig(ev, {}, "2026-12-06");
        for (const gp::DeployFormat f : gp::deployFormats())
            for (const gp::DeploymentFile& file : gp::exportDeployment(c, f).files)
                bytes += file.text.size();
    });
    report("deploy_export", s, 3.0, ", \"bytes\": " + std::to_string(bytes));
    const gp::Deployment gke = gp::exportDeployment(gp::deploymentConfig(ev, {}, "2026-12-06"), gp::DeployFormat::Gke);
    const Samples r = time(50, [&] { gp::planFromDeployment(gke.files.front().text, "jobset.yaml", gp::Plan{}); });
    report("deploy_plan_from", r, 1.0);
}

void benchIntervalCurve(const gp::Plan& plan)
{
    const gp::ModelParameters p = gp::resolve(plan.goodput);
    volatile double sink = 0;
    const Samples s = time(50, [&] {
        for (int i = 0; i < 240; ++i)
            sink = sink + gp::evaluateModelAtInterval(p, 0.01 + i * 0.04).runtime;
    });
    report("interval_curve_240_points", s, 240.0);
}

double benchMonteCarlo(const gp::Plan& plan, int threads)
{
    const gp::ModelParameters p = gp::resolve(plan.goodput);
    gp::SimulationOptions o;
    o.runs = 20000;
    o.seed = 7;
    o.threads = threads;
    double interruptions = 0;
    gp::simulateRuns(p, o); // warm-up: page in the tables and let the clock settle
    const Samples s = time(21, [&] {
        const auto runs = gp::simulateRuns(p, o);
        interruptions = 0;
        for (const auto& r : runs)
            interruptions += r.interruptions;
    });
    report(threads == 1 ? "monte_carlo" : "monte_carlo_all_cores", s, interruptions,
           ", \"threads\": " + std::to_string(threads) + ", \"runs\": " + std::to_string(o.runs) +
               ", \"interruptions_per_sample\": " + std::to_string(static_cast<long long>(interruptions)));
    return interruptions / (s.median() / 1000.0);
}

void benchMonteCarloNumpy(const gp::Plan& plan, double oneCore, double allCores)
{
    // The numpy reference simulates two classes (unwarned, warned) without failures during recovery: compared on
    // the plan's failure and maintenance classes.
    gp::ModelParameters p = gp::resolve(plan.goodput);
    const gp::ClassParameters& failure = p.of(gp::InterruptionClass::Failure);
    const gp::ClassParameters& maintenance = p.of(gp::InterruptionClass::Maintenance);
    char params[512];
    std::snprintf(params, sizeof params,
                  "{\"window\": %.17g, \"wait\": %.17g, \"nodes\": %.17g, \"unwarned_rate\": %.17g, "
                  "\"warned_rate\": %.17g, \"interval\": %.17g, \"save\": %.17g, \"reschedule\": %.17g, "
                  "\"resume\": %.17g, \"warned_saved\": %s}",
                  p.window, p.wait, p.nodes, failure.rate, maintenance.rate, p.interval, p.save, failure.reschedule,
                  p.resume, maintenance.saved ? "true" : "false");
    const std::string command = std::string("/usr/bin/python3 ") + GOODPUT_NUMPY_BENCH + " --runs 20000 --params '" +
                                params + "' 2>/dev/null";
    FILE* pipe = popen(command.c_str(), "r");
    std::string out;
    if (pipe) {
        char buf[4096];
        while (std::fgets(buf, sizeof buf, pipe))
            out += buf;
        pclose(pipe);
    }
    const auto at = out.find("\"per_second\": ");
    if (at == std::string::npos) {
        std::fprintf(stderr, "goodput-bench: monte_carlo_numpy skipped (needs /usr/bin/python3 with numpy)\n");
        return;
    }
    const double numpy = std::strtod(out.c_str() + at + 14, nullptr);
    while (!out.empty() && (out.back() == '\n' || out.back() == '}'))
        out.pop_back();
    std::printf("%s, \"ratio_one_core\": %.3g, \"ratio_all_cores\": %.3g}\n", out.c_str(), oneCore / numpy,
                allCores / numpy);
    std::fflush(stdout);
}

} // namespace gpbench
