// A serving plan's deployment exports (docs/deploy.md, "Serving"): a SkyPilot Serve task and Kubernetes manifests
// for vLLM, each figure taken from the plan's serving figures and worked out here from them; what each format
// refuses and drops; and names that YAML 1.1 would read as booleans. The files are checked against SkyPilot's and
// Kubernetes' own schemas, and against hostile texts, in tests/deploy (deploy_schemas, deploy_hostile_texts).
#include "deploy/Deployment.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"

#include <yaml-cpp/yaml.h>

#include <QTest>

#include <cmath>

namespace {

const std::string kSeventyB = GOODPUT_TEST_DATA "/plans/inference-70b.gpplan";

gp::DeploymentConfig configOf(const gp::Plan& plan, const std::string& name = {})
{
    return gp::deploymentConfig(gp::evaluate(plan), "", "2026-12-07", name);
}

std::vector<YAML::Node> documents(const gp::Deployment& d)
{
    std::vector<YAML::Node> docs;
    for (const YAML::Node& n : YAML::LoadAll(d.files.at(0).text))
        if (!n.IsNull())
            docs.push_back(n);
    return docs;
}

// The arguments after `flag` in a run: line or an args list.
std::string after(const std::vector<std::string>& args, const std::string& flag)
{
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == flag)
            return args[i + 1];
    return {};
}

std::vector<std::string> words(const std::string& line)
{
    std::vector<std::string> out;
    std::string word;
    for (const char c : line + " ") {
        if (c == ' ' || c == '\n') {
            if (!word.empty())
                out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return out;
}

bool anyDropped(const gp::Deployment& d, const std::string& start)
{
    for (const gp::Text& t : d.dropped)
        if (t.english().rfind(start, 0) == 0)
            return true;
    return false;
}

} // namespace

class TestServingDeploy : public QObject {
    Q_OBJECT
private slots:
    // The 70B plan's service: 4 H100 a replica (its tensor degree), 32 sequences, replicas from 20 and 30 requests/s.
    void skyPilotServeTakesThePlansFigures()
    {
        const gp::Plan plan = gp::loadPlanFile(kSeventyB);
        const gp::Evaluation e = gp::evaluate(plan);
        QVERIFY(e.served);
        const gp::InferencePlan& served = *e.served;
        const int average = static_cast<int>(std::ceil(20.0 / served.requestsPerSecondPerReplica)) + served.spareReplicas;
        QVERIFY(average < served.replicas); // so the task scales
        const gp::DeploymentConfig c = gp::deploymentConfig(e, "", "2026-12-07");
        const gp::Deployment d = gp::exportDeployment(c, gp::DeployFormat::SkyPilot);
        QCOMPARE(d.files.size(), std::size_t(1));
        QVERIFY(d.files[0].name.ends_with(".serve.yaml"));
        const YAML::Node task = documents(d).at(0);
        QCOMPARE(task["resources"]["accelerators"].as<std::string>(), "H100:" + std::to_string(served.acceleratorsPerReplica));
        QCOMPARE(task["resources"]["use_spot"].as<bool>(), false);
        QCOMPARE(task["resources"]["ports"].as<int>(), 8000);
        const YAML::Node policy = task["service"]["replica_policy"];
        QCOMPARE(policy["min_replicas"].as<int>(), average);
        QCOMPARE(policy["max_replicas"].as<int>(), served.replicas);
        QCOMPARE(policy["target_qps_per_replica"].as<double>(),
                 std::round(served.requestsPerSecondPerReplica * 1000.0) / 1000.0);
        QCOMPARE(task["service"]["readiness_probe"]["path"].as<std::string>(), std::string("/health"));
        // 600 s and 6 s a GB of the 141 GB of BF16 weights, in whole minutes: 1,446 s, so 1,500.
        QCOMPARE(task["service"]["readiness_probe"]["initial_delay_seconds"].as<int>(), 1500);
        QCOMPARE(task["envs"]["MODEL_ID"].as<std::string>(), std::string("meta-llama/Llama-3.1-70B-Instruct"));
        const std::vector<std::string> run = words(task["run"].as<std::string>().substr(task["run"].as<std::string>().find("exec")));
        QCOMPARE(run.at(3), std::string("\"$MODEL_ID\""));
        QCOMPARE(after(run, "--tensor-parallel-size"), std::to_string(served.acceleratorsPerReplica));
        QCOMPARE(after(run, "--max-num-seqs"), std::to_string(served.batch));
        QCOMPARE(after(run, "--max-model-len"), std::string("8192"));
        QCOMPARE(after(run, "--dtype"), std::string("bfloat16"));
        QVERIFY(anyDropped(d, "The latency targets"));
    }

    void kubernetesManifestsTakeThePlansFigures()
    {
        const gp::Plan plan = gp::loadPlanFile(kSeventyB);
        const gp::Evaluation e = gp::evaluate(plan);
        const gp::InferencePlan& served = *e.served;
        const gp::Deployment d = gp::exportDeployment(gp::deploymentConfig(e, "", "2026-12-07"), gp::DeployFormat::Kubernetes);
        const std::vector<YAML::Node> docs = documents(d);
        QCOMPARE(docs.size(), std::size_t(3));
        QCOMPARE(docs[0]["kind"].as<std::string>(), std::string("Deployment"));
        QCOMPARE(docs[1]["kind"].as<std::string>(), std::string("Service"));
        QCOMPARE(docs[2]["apiVersion"].as<std::string>(), std::string("autoscaling/v2"));
        const YAML::Node container = docs[0]["spec"]["template"]["spec"]["containers"][0];
        QCOMPARE(container["resources"]["limits"]["nvidia.com/gpu"].as<int>(), served.acceleratorsPerReplica);
        const auto args = container["args"].as<std::vector<std::string>>();
        QCOMPARE(args.at(0), std::string("meta-llama/Llama-3.1-70B-Instruct"));
        QCOMPARE(after(args, "--max-num-seqs"), std::to_string(served.batch));
        QCOMPARE(docs[2]["spec"]["maxReplicas"].as<int>(), served.replicas);
        QCOMPARE(docs[2]["spec"]["minReplicas"].as<int>(), docs[0]["spec"]["replicas"].as<int>());
        // Requests in flight at a replica's rate (Little's law), at most the batch.
        const double e2e = served.ttft + served.tpot * 255.0;
        const int inFlight = std::min(served.batch, static_cast<int>(std::ceil(served.requestsPerSecondPerReplica * e2e)));
        QCOMPARE(docs[2]["spec"]["metrics"][0]["pods"]["target"]["averageValue"].as<std::string>(), std::to_string(inFlight));
        QCOMPARE(container["readinessProbe"]["httpGet"]["path"].as<std::string>(), std::string("/health"));
        QCOMPARE(docs[0]["spec"]["template"]["spec"]["volumes"][0]["emptyDir"]["medium"].as<std::string>(),
                 std::string("Memory"));
        QCOMPARE(docs[0]["spec"]["template"]["spec"]["nodeSelector"]["cloud.google.com/gke-accelerator"].as<std::string>(),
                 std::string("nvidia-h100-80gb"));
    }

    void spotFp8AndNoTraffic()
    {
        gp::Plan plan = gp::loadPlanFile(kSeventyB);
        plan.goodput.provisioning = gp::Provisioning::Spot;
        plan.inference.request.precision = gp::WeightPrecision::Fp8;
        const gp::DeploymentConfig c = configOf(plan);
        const YAML::Node task = documents(gp::exportDeployment(c, gp::DeployFormat::SkyPilot)).at(0);
        QCOMPARE(task["resources"]["use_spot"].as<bool>(), true);
        QVERIFY(task["run"].as<std::string>().find("--quantization fp8 --kv-cache-dtype fp8") != std::string::npos);
        const YAML::Node pod = documents(gp::exportDeployment(c, gp::DeployFormat::Kubernetes)).at(0)["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-spot"].as<std::string>(), std::string("true"));

        const gp::DeploymentConfig idle = configOf(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-no-traffic.gpplan"));
        const YAML::Node service = documents(gp::exportDeployment(idle, gp::DeployFormat::SkyPilot)).at(0)["service"];
        QVERIFY(!service["replica_policy"]);
        QCOMPARE(service["replicas"].as<int>(), 1);
    }

    // A service is no batch job, and a training job no service: each refused with why, nothing written.
    void eachKindRefusesTheOthersFormats()
    {
        const gp::DeploymentConfig serving = configOf(gp::loadPlanFile(kSeventyB));
        for (const gp::DeployFormat f : {gp::DeployFormat::Gke, gp::DeployFormat::Slurm}) {
            const auto why = gp::deployRefusal(serving, f);
            QVERIFY(why && why->english().starts_with("A serving plan runs a standing service"));
            QVERIFY_THROWS_EXCEPTION(gp::DeployRefused, gp::exportDeployment(serving, f));
        }
        const gp::DeploymentConfig training = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN));
        const auto why = gp::deployRefusal(training, gp::DeployFormat::Kubernetes);
        QVERIFY(why && why->english().starts_with("The Kubernetes manifests run vLLM"));
        QVERIFY(!gp::deployRefusal(training, gp::DeployFormat::SkyPilot) || training.accelerator.deploy->tpu());
    }

    void aReplicaThatDoesNotHoldTheModelIsRefused()
    {
        gp::Plan plan = gp::loadPlanFile(kSeventyB);
        plan.inference.request.tensorParallel = 1; // 141 GB of weights on one 80 GB H100
        const gp::DeploymentConfig c = configOf(plan);
        QVERIFY(!c.serving->fits);
        for (const gp::DeployFormat f : gp::deployFormats())
            QVERIFY(gp::deployRefusal(c, f));
    }

    // A model the table does not know is named as the plan names it, and listed; one that begins with '-' is never
    // an option of vLLM's.
    void modelNamesAreArgumentsNeverOptions()
    {
        gp::DeploymentConfig c = configOf(gp::loadPlanFile(kSeventyB));
        c.serving->model = c.serving->modelId = "--trust-remote-code";
        c.serving->modelIdKnown = false;
        const gp::Deployment k = gp::exportDeployment(c, gp::DeployFormat::Kubernetes);
        const auto args = documents(k).at(0)["spec"]["template"]["spec"]["containers"][0]["args"].as<std::vector<std::string>>();
        QCOMPARE(args.at(0), std::string("./--trust-remote-code"));
        QVERIFY(anyDropped(k, "The model's repository"));
        const YAML::Node task = documents(gp::exportDeployment(c, gp::DeployFormat::SkyPilot)).at(0);
        QCOMPARE(task["envs"]["MODEL_ID"].as<std::string>(), std::string("./--trust-remote-code"));
    }

    // "yes", "on" and "true" are names a scheduler takes, and strings in every file (YAML 1.1 reads them plain as
    // booleans).
    void namesYamlReadsAsBooleansStayStrings()
    {
        const gp::DeploymentConfig serving = configOf(gp::loadPlanFile(kSeventyB), "yes");
        const gp::DeploymentConfig training = configOf(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan"), "on");
        QVERIFY(gp::exportDeployment(serving, gp::DeployFormat::SkyPilot).files[0].text.find("name: \"yes\"") != std::string::npos);
        for (const YAML::Node& doc : documents(gp::exportDeployment(serving, gp::DeployFormat::Kubernetes)))
            QCOMPARE(doc["metadata"]["name"].Tag(), std::string("!")); // quoted, so a string
        QVERIFY(gp::exportDeployment(training, gp::DeployFormat::SkyPilot).files[0].text.find("name: \"on\"") != std::string::npos);
        QVERIFY(gp::exportDeployment(training, gp::DeployFormat::Gke).files[0].text.find("  name: \"on\"\n") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestServingDeploy)
#include "tst_servingdeploy.moc"
