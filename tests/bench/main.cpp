// goodput-bench: the speed figures the product promises, one JSON object a line:
// {"name": ..., "median_ms": ..., "p95_ms": ..., "per_second": ...}
#include "CoreBench.h"
#include "UiBench.h"

#include <QApplication>

#include "plan/PlanFile.h"
#include "plan/PlanJson.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <thread>

int main(int argc, char** argv)
{
    // The user-interface figures are measured offscreen, as the tests run, unless a platform is chosen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::string planPath = GOODPUT_EXAMPLE_PLAN;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--plan") == 0 && i + 1 < argc)
            planPath = argv[++i];
        else if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc)
            only = argv[++i];
        else {
            std::fprintf(stderr, "usage: goodput-bench [--plan PLAN] [--only NAME-PREFIX]\n");
            return 2;
        }
    }
    try {
        const gp::Plan plan = gp::loadPlanFile(planPath);
        auto want = [&](const char* name) { return only.empty() || std::string(name).rfind(only, 0) == 0; };
        // A group whose rows can run alone: it runs when the prefix names it or one of its rows, and a row's own
        // name runs that row only.
        auto wantGroup = [&](const char* name) { return want(name) || only.rfind(name, 0) == 0; };
        auto wantRow = [&](const char* name) { return only == name || (want(name) && only != "proposal_export"); };
        if (want("evaluate"))
            gpbench::benchEvaluate(plan);
        if (want("interval_curve"))
            gpbench::benchIntervalCurve(plan);
        if (want("deploy"))
            gpbench::benchDeploy(plan);
        if (want("recommend"))
            gpbench::benchRecommend(plan);
        if (want("optimize"))
            gpbench::benchOptimize(plan);
        if (want("measure"))
            gpbench::benchMeasure();
        if (want("layout"))
            gpbench::benchLayout();
        if (want("monte_carlo")) {
            const double one = gpbench::benchMonteCarlo(plan, 1);
            const double all =
                gpbench::benchMonteCarlo(plan, static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
            gpbench::benchMonteCarloNumpy(plan, one, all);
        }
        if (want("flowchart"))
            gpbench::benchFlowchart();
        if (want("graph_editor"))
            gpbench::benchGraphEditor();
        if (want("workbench") || want("replot"))
            gpbench::benchWorkbench();
        if (want("workbench_step") || want("edit_copies"))
            gpbench::benchWorkbenchSteps();
        if (want("notes"))
            gpbench::benchNotesKeystroke();
        if (want("scenario"))
            gpbench::benchScenarioCompare();
        if (want("language"))
            gpbench::benchLanguageSwitch();
        if (wantGroup("proposal"))
            gpbench::benchProposal(wantRow);
        if (want("startup") || want("peak"))
            gpbench::benchStartup();
        if (want("workbench_every_slider") || only.rfind("workbench_every_slider", 0) == 0)
            gpbench::benchEverySlider(want);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "goodput-bench: error: %s\n", e.what());
        return 2;
    }
    return 0;
}
