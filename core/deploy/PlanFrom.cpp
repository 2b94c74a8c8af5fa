// A SkyPilot task or a JobSet read back into a plan (docs/deploy.md, "Reading a deployment back").
#include "deploy/PlanFrom.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Pricing.h"
#include "plan/Validate.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <sstream>

namespace gp {
namespace {

// Counts what the parser meets and stops it past the limits, before a node is built: depth, aliases and nodes.
class LimitsHandler : public YAML::EventHandler {
public:
    explicit LimitsHandler(const std::string& name) : name_(name) {}
    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& m, YAML::anchor_t) override { node(m); }
    void OnAlias(const YAML::Mark& m, YAML::anchor_t) override
    {
        node(m);
        if (++aliases_ > kDeploymentMaxAliases)
            refuse(m, "more than " + std::to_string(kDeploymentMaxAliases) + " aliases");
    }
    void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t, const std::string&) override { node(m); }
    void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        open(m);
    }
    void OnSequenceEnd() override { --depth_; }
    void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        open(m);
    }
    void OnMapEnd() override { --depth_; }

private:
    void node(const YAML::Mark& m)
    {
        if (++nodes_ > kDeploymentMaxNodes)
            refuse(m, "more than " + std::to_string(kDeploymentMaxNodes) + " values");
    }
    void open(const YAML::Mark& m)
    {
        node(m);
        if (++depth_ > kDeploymentMaxDepth)
            refuse(m, "nested deeper than " + std::to_string(kDeploymentMaxDepth) + " levels");
    }
    [[noreturn]] void refuse(const YAML::Mark& m, const std::string& why) const
    {
        throw Error(ErrorCode::YamlSyntax, name_, "line " + std::to_string(m.line + 1) + ": " + why);
    }
    const std::string& name_;
    int depth_ = 0;
    int aliases_ = 0;
    int nodes_ = 0;
};

std::vector<YAML::Node> parsed(const std::string& text, const std::string& name)
{
    try {
        {
            std::istringstream in(text);
            YAML::Parser parser(in);
            LimitsHandler limits(name);
            while (parser.HandleNextDocument(limits)) {
            }
        }
        return YAML::LoadAll(text);
    } catch (const YAML::Exception& e) {
        throw Error(ErrorCode::YamlSyntax, name, "line " + std::to_string(e.mark.line + 1) + ": " + e.msg);
    }
}

// A scalar's text, or empty for anything else.
std::string scalar(const YAML::Node& n)
{
    return n && n.IsScalar() ? n.Scalar() : std::string();
}

// The node at `path` below n, or an undefined node. Read through const nodes and rebound with reset(): a Node's
// operator= would write into the document.
YAML::Node at(const YAML::Node& n, std::initializer_list<const char*> path)
{
    YAML::Node cur;
    cur.reset(n);
    for (const char* key : path) {
        if (!cur || !cur.IsMap())
            return YAML::Node(YAML::NodeType::Undefined);
        const YAML::Node& parent = cur;
        const YAML::Node child = parent[key];
        if (!child)
            return YAML::Node(YAML::NodeType::Undefined);
        cur.reset(child);
    }
    return cur;
}

// A whole number in 1..limit written as the scalar, or none.
std::optional<long> count(const std::string& s, long limit)
{
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const long v = std::stol(s);
    return v >= 0 && v <= limit ? std::optional<long>(v) : std::nullopt;
}

// Reads what both kinds share into the plan and lists each field set.
class Reader {
public:
    Reader(const Plan& base, const std::string& name) : name_(name), catalog_(effectiveCatalog(base))
    {
        out_.plan = base;
    }

    PlanFromDeployment& result() { return out_; }
    GoodputInputs& in() { return out_.plan.goodput; }

    void set(const char* field) { out_.read.emplace_back(field); }

    void nodes(long n, const char* where)
    {
        if (n < 1 || n > 100000)
            throw Error(ErrorCode::OutOfRange, name_ + ": " + where, "1 to 100000 nodes");
        in().nodes = static_cast<int>(n);
        set("scale.nodes");
    }
    void perNode(long n, const char* where)
    {
        if (n < 1 || n > 64)
            throw Error(ErrorCode::OutOfRange, name_ + ": " + where, "1 to 64 accelerators a node");
        in().acceleratorsPerNode = static_cast<int>(n);
        set("scale.accelerators_per_node");
    }
    // The catalog's accelerator a scheduler's name stands for.
    const Accelerator* accelerator(const std::string& label, bool skypilotName)
    {
        for (const Accelerator& a : catalog_.accelerators) {
            if (!a.deploy)
                continue;
            const std::string& known = skypilotName ? a.deploy->skypilot : a.deploy->gkeAccelerator;
            if (!known.empty() && (known == label || (skypilotName && lower(known) == lower(label)))) {
                out_.plan.training.accelerator = a.id;
                set("training.accelerator");
                return &a;
            }
        }
        return nullptr;
    }
    void provisioning(Provisioning p)
    {
        in().provisioning = p;
        set("scheduling.provisioning");
    }
    // The environment an export gives the job (deployEnvironment), where the file has it.
    void environment(const std::string& key, const std::string& value)
    {
        const auto seconds = count(value, 30L * 24 * 3600);
        const bool on = value == "true";
        if (key == "GOODPUT_CHECKPOINT_INTERVAL_SECONDS" && seconds && *seconds > 0) {
            in().checkpointInterval = Duration::seconds(static_cast<double>(*seconds));
            set("runtime.checkpoint_interval");
        } else if (key == "GOODPUT_CHECKPOINT_ASYNC" && (on || value == "false")) {
            in().asyncCheckpoint = on;
            set("runtime.async_checkpoint");
        } else if (key == "GOODPUT_CHECKPOINT_ON_SIGTERM" && (on || value == "false")) {
            in().autoCheckpoint = on;
            set("runtime.auto_checkpoint");
        } else if (key == "GOODPUT_CHECKPOINTS_RETAINED" && seconds && *seconds >= 1 && *seconds <= 1000) {
            in().retainedCheckpoints = static_cast<int>(*seconds);
            set("runtime.retained_checkpoints");
        } else if (key == "GOODPUT_IN_JOB_RESTART" && (on || value == "false")) {
            in().inJobRestart = on;
            set("runtime.in_job_restart");
        } else if (key == "GOODPUT_FAST_CHECKPOINT_INTERVAL_SECONDS" && seconds && *seconds > 0) {
            in().fastTier = true;
            in().fastInterval = Duration::seconds(static_cast<double>(*seconds));
            set("runtime.fast_checkpoint_interval");
        }
    }
    void gracePeriod(long seconds)
    {
        in().gracePeriod = Duration::seconds(static_cast<double>(seconds));
        in().spotGracePeriod = in().gracePeriod;
        set("runtime.grace_period");
    }

    PlanFromDeployment finish(std::string kind, const std::string& jobName)
    {
        out_.kind = std::move(kind);
        std::string read;
        for (const std::string& f : out_.read)
            read += (read.empty() ? "" : ", ") + f;
        if (out_.plan.title.empty())
            out_.plan.title = "From " + (jobName.empty() ? name_ : jobName).substr(0, 60);
        out_.plan.notes = "Read from " + name_.substr(0, 200) + " (" + out_.kind + "): " +
                          (read.empty() ? std::string("nothing") : read) + "." +
                          (out_.plan.notes.empty() ? "" : "\n\n" + out_.plan.notes);
        validate(out_.plan);
        return std::move(out_);
    }

private:
    static std::string lower(std::string s)
    {
        for (char& c : s)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    }
    const std::string& name_;
    PlanFromDeployment out_;
    Catalog catalog_;
};

// resources.accelerators: "H100:8", "H100", {H100: 8}, or a list or set of them (the first is read).
std::pair<std::string, long> skypilotAccelerators(const YAML::Node& n)
{
    if (!n)
        return {"", 0};
    if (n.IsSequence())
        return n.size() > 0 ? skypilotAccelerators(n[0]) : std::pair<std::string, long>{"", 0};
    if (n.IsMap()) {
        for (const auto& kv : n) {
            const std::string c = scalar(kv.second);
            return {scalar(kv.first), c.empty() ? 1 : count(c, 100000).value_or(0)};
        }
        return {"", 0};
    }
    const std::string s = scalar(n);
    const auto colon = s.find(':');
    if (colon == std::string::npos)
        return {s, 1};
    return {s.substr(0, colon), count(s.substr(colon + 1), 100000).value_or(0)};
}

PlanFromDeployment fromSkyPilot(const YAML::Node& task, Reader& r, const std::string& name)
{
    YAML::Node resources = at(task, {"resources"});
    // any_of / ordered: the first candidate stands for the task.
    for (const char* list : {"ordered", "any_of"})
        if (const YAML::Node candidates = at(resources, {list}); candidates.IsSequence() && candidates.size() > 0) {
            resources.reset(candidates[0]);
            break;
        }
    const auto [accelerator, perNode] = skypilotAccelerators(at(resources, {"accelerators"}));
    long nodes = 1;
    if (const std::string n = scalar(at(task, {"num_nodes"})); !n.empty()) {
        const auto v = count(n, 1000000);
        if (!v)
            throw Error(ErrorCode::NotAnInteger, name + ": num_nodes", n.substr(0, 20));
        nodes = *v;
    }
    if (!accelerator.empty()) {
        const auto tpuCores = accelerator.rfind('-');
        const Accelerator* a = r.accelerator(accelerator, true);
        if (!a && tpuCores != std::string::npos) {
            // A TPU slice by its cores: "tpu-v5p-16" is 8 chips of 2 cores, on hosts of accelerators_per_vm chips.
            a = r.accelerator(accelerator.substr(0, tpuCores), true);
            const auto cores = count(accelerator.substr(tpuCores + 1), 1000000);
            if (a && a->deploy->tpu() && cores) {
                const long chips = std::max(1L, *cores / std::max(1, a->deploy->skypilotCoresPerChip));
                const long perHost = std::min<long>(a->perVm, chips);
                r.perNode(perHost, "resources.accelerators");
                r.nodes(std::max(1L, chips / perHost) * nodes, "resources.accelerators");
            }
        } else {
            r.perNode(perNode, "resources.accelerators");
            r.nodes(nodes, "num_nodes");
        }
    } else {
        r.nodes(nodes, "num_nodes");
    }
    const std::string spot = scalar(at(resources, {"use_spot"}));
    if (spot == "true" || spot == "True")
        r.provisioning(Provisioning::Spot);
    else if (at(task, {"config", "gcp", "specific_reservations"}))
        r.provisioning(Provisioning::Reservation);
    else if (at(task, {"config", "gcp", "managed_instance_group"}))
        r.provisioning(Provisioning::DwsFlexStart);
    else if (spot == "false" || spot == "False")
        r.provisioning(Provisioning::OnDemand);
    if (const YAML::Node envs = at(task, {"envs"}); envs.IsMap())
        for (const auto& kv : envs)
            r.environment(scalar(kv.first), scalar(kv.second));
    return r.finish("skypilot", scalar(at(task, {"name"})));
}

// The first container of a pod spec, or an undefined node.
YAML::Node firstContainer(const YAML::Node& podSpec)
{
    const YAML::Node containers = at(podSpec, {"containers"});
    return containers.IsSequence() && containers.size() > 0 ? YAML::Node(containers[0]) : YAML::Node();
}

PlanFromDeployment fromJobSet(const YAML::Node& jobSet, Reader& r)
{
    long workers = 0;
    long spares = 0;
    YAML::Node pod;
    bool hasPod = false;
    const YAML::Node jobs = at(jobSet, {"spec", "replicatedJobs"});
    if (jobs.IsSequence()) {
        for (const YAML::Node& job : jobs) {
            const long replicas = count(scalar(at(job, {"replicas"})), 100000).value_or(1);
            const long pods = count(scalar(at(job, {"template", "spec", "parallelism"})), 100000).value_or(1);
            const YAML::Node podSpec = at(job, {"template", "spec", "template", "spec"});
            const std::string image = scalar(at(firstContainer(podSpec), {"image"}));
            if (scalar(at(job, {"name"})) == "spares" || image.find("/pause:") != std::string::npos) {
                spares += replicas * pods;
                continue;
            }
            workers += replicas * pods;
            if (!hasPod)
                pod.reset(podSpec);
            hasPod = true;
        }
    }
    if (workers > 0)
        r.nodes(workers, "spec.replicatedJobs");
    if (hasPod) {
        long perNode = 0;
        if (const YAML::Node containers = at(pod, {"containers"}); containers.IsSequence())
            for (const YAML::Node& c : containers) {
                for (const char* resource : {"nvidia.com/gpu", "google.com/tpu"})
                    if (const auto v = count(scalar(at(c, {"resources", "limits", resource})), 64); v && *v > 0)
                        perNode = *v;
                if (const YAML::Node env = at(c, {"env"}); env.IsSequence())
                    for (const YAML::Node& e : env)
                        r.environment(scalar(at(e, {"name"})), scalar(at(e, {"value"})));
            }
        if (perNode > 0)
            r.perNode(perNode, "resources.limits");
        const YAML::Node selector = at(pod, {"nodeSelector"});
        for (const char* label : {"cloud.google.com/gke-accelerator", "cloud.google.com/gke-tpu-accelerator"})
            if (const std::string v = scalar(at(selector, {label})); !v.empty())
                r.accelerator(v, false);
        bool queued = false;
        if (const YAML::Node tolerations = at(pod, {"tolerations"}); tolerations.IsSequence())
            for (const YAML::Node& t : tolerations)
                queued = queued || scalar(at(t, {"key"})) == "cloud.google.com/gke-queued";
        if (scalar(at(selector, {"cloud.google.com/gke-spot"})) == "true")
            r.provisioning(Provisioning::Spot);
        else if (queued || scalar(at(selector, {"cloud.google.com/gke-flex-start"})) == "true" ||
                 at(jobSet, {"metadata", "annotations", "provreq.kueue.x-k8s.io/maxRunDurationSeconds"}))
            r.provisioning(Provisioning::DwsFlexStart);
        else if (at(selector, {"cloud.google.com/reservation-name"}))
            r.provisioning(Provisioning::Reservation);
        else
            r.provisioning(Provisioning::OnDemand);
        if (const auto grace = count(scalar(at(pod, {"terminationGracePeriodSeconds"})), 24 * 3600))
            r.gracePeriod(*grace);
    }
    r.in().hotSpares = static_cast<int>(spares);
    r.set("scheduling.hot_spares");
    return r.finish("jobset", scalar(at(jobSet, {"metadata", "name"})));
}

} // namespace

PlanFromDeployment planFromDeployment(const std::string& text, const std::string& name, const Plan& base)
{
    if (text.size() > kDeploymentMaxBytes)
        throw Error(ErrorCode::FileTooLarge, name, "at most 1 MB");
    const std::vector<YAML::Node> docs = parsed(text, name);
    Reader r(base, name);
    for (const YAML::Node& doc : docs)
        if (scalar(at(doc, {"kind"})) == "JobSet" && scalar(at(doc, {"apiVersion"})).rfind("jobset.x-k8s.io/", 0) == 0)
            return fromJobSet(doc, r);
    // A SkyPilot task: a mapping without a Kubernetes kind, with a key only a task has.
    if (docs.size() == 1 && docs[0].IsMap() && !at(docs[0], {"kind"}) && !at(docs[0], {"apiVersion"}) &&
        (at(docs[0], {"resources"}) || at(docs[0], {"run"}) || at(docs[0], {"num_nodes"})))
        return fromSkyPilot(docs[0], r, name);
    throw Error(ErrorCode::NotADeployment, name);
}

PlanFromDeployment readPlanFromDeployment(const std::string& path, const Plan& base)
{
    return planFromDeployment(readFileLimited(path, kDeploymentMaxBytes), path, base);
}

} // namespace gp
