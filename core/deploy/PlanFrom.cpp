// A SkyPilot task or a JobSet read back into a plan (docs/deploy.md, "Reading a deployment back").
#include "deploy/PlanFrom.h"

#include "deploy/DeploymentYaml.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "io/SafeText.h"
#include "plan/Pricing.h"
#include "plan/Validate.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>

namespace gp {
namespace {

// Text from the file as one short safe line, for an error, a path or the plan's notes.
std::string shown(const std::string& text, std::size_t maxBytes = 40)
{
    return safeLine(clipUtf8(text, maxBytes));
}

// A scalar's text, or empty for anything else.
std::string scalar(const YAML::Node& n)
{
    return n && n.IsScalar() ? n.Scalar() : std::string();
}

// A value's text for an error: a scalar's own, or what it is instead.
std::string valueText(const YAML::Node& n)
{
    return n.IsScalar() ? n.Scalar() : n.IsMap() ? "a mapping" : n.IsSequence() ? "a list" : "empty";
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

// A key of the file as one segment of a path: short and safe, however long or odd the key.
std::string segment(const std::string& key)
{
    return shown(key, 60);
}

// A list item's part of a path: "[workers]" by its name where it has one (a replicated job, a container, a
// variable), else "[0]". The reader and the notes name items alike.
std::string entry(const YAML::Node& item, std::size_t index)
{
    const std::string name = scalar(at(item, {"name"}));
    return "[" + (name.empty() ? std::to_string(index) : segment(name)) + "]";
}

// A whole number in 0..limit written as the scalar, or none.
std::optional<long> whole(const std::string& s, long limit)
{
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const long v = std::stol(s);
    return v <= limit ? std::optional<long>(v) : std::nullopt;
}

// A YAML 1.1 boolean, as SkyPilot (PyYAML) reads one; "true" and "false" are Kubernetes' label values.
std::optional<bool> boolean(const std::string& s)
{
    for (const char* yes : {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"})
        if (s == yes)
            return true;
    for (const char* no : {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"})
        if (s == no)
            return false;
    return std::nullopt;
}

// At most this many parts of a file not read are named in the notes; the rest are counted.
constexpr std::size_t kNamedNotRead = 30;

// Reads what both kinds share into the plan, and keeps the paths of the file it read: what else the file holds is
// named in the notes as not read, so that nothing in it is dropped silently.
class Reader {
public:
    Reader(const Plan& base, const std::string& name) : name_(name), catalog_(effectiveCatalog(base))
    {
        out_.plan = base;
    }

    GoodputInputs& in() { return out_.plan.goodput; }
    const std::string& name() const { return name_; }

    void set(const char* field)
    {
        if (std::find(out_.read.begin(), out_.read.end(), field) == out_.read.end())
            out_.read.emplace_back(field);
    }
    void used(const std::string& path) { used_.insert(path); }
    // A value of a key the reader knows but cannot take: named in the notes with the value.
    void refused(const std::string& path, const std::string& value)
    {
        note(path + " = \"" + shown(value) + "\"");
        used(path);
    }
    // Each value the reader or the notes visit counts, an alias's each time: a few aliases cannot make it loop long.
    void visit()
    {
        if (++visits_ > 2 * kDeploymentMaxNodes)
            throw Error(ErrorCode::YamlSyntax, name_,
                        "more than " + std::to_string(2 * kDeploymentMaxNodes) +
                            " values read, an alias's each time it is read");
    }

    // A whole number in lo..hi, or the field's error naming the path and the value.
    long integer(const std::string& text, const std::string& path, long lo, long hi, const std::string& range) const
    {
        const std::size_t sign = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
        const std::string digits = text.substr(sign);
        const std::string subject = name_ + ": " + shown(path, 200);
        if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
            throw Error(ErrorCode::NotAnInteger, subject, shown(text));
        const auto v = digits.size() > 12 ? hi + 1 : std::stoll(digits) * (text[0] == '-' ? -1 : 1);
        if (v < lo || v > hi)
            throw Error(ErrorCode::OutOfRange, subject, range + ", not " + shown(text));
        return static_cast<long>(v);
    }
    long integer(const YAML::Node& n, const std::string& path, long lo, long hi, const std::string& range) const
    {
        return integer(valueText(n), path, lo, hi, range);
    }

    void nodes(long n, const std::string& where)
    {
        if (n < 1 || n > 100000)
            throw Error(ErrorCode::OutOfRange, name_ + ": " + shown(where, 200),
                        "1 to 100000 nodes, not " + std::to_string(n));
        in().nodes = static_cast<int>(n);
        set("scale.nodes");
    }
    void perNode(long n, const std::string& where)
    {
        if (n < 1 || n > 64)
            throw Error(ErrorCode::OutOfRange, name_ + ": " + shown(where, 200),
                        "1 to 64 accelerators a node, not " + std::to_string(n));
        in().acceleratorsPerNode = static_cast<int>(n);
        set("scale.accelerators_per_node");
    }
    // The catalog's accelerator a scheduler's name stands for, or none.
    const Accelerator* find(const std::string& label, bool skypilotName) const
    {
        for (const Accelerator& a : catalog_.accelerators) {
            if (!a.deploy)
                continue;
            const std::string& known = skypilotName ? a.deploy->skypilot : a.deploy->gkeAccelerator;
            if (!known.empty() && (known == label || (skypilotName && lower(known) == lower(label))))
                return &a;
        }
        return nullptr;
    }
    [[noreturn]] void unknownAccelerator(const std::string& path, const std::string& label) const
    {
        throw Error(ErrorCode::UnknownValue, name_ + ": " + shown(path, 200),
                    shown(label) + " is not an accelerator of the catalog");
    }
    void accelerator(const Accelerator& a, const std::string& path)
    {
        out_.plan.training.accelerator = a.id;
        set("training.accelerator");
        used(path);
    }
    // A TPU job's chips regrouped on the catalog's hosts (accelerators_per_vm), as a plan counts its nodes: a JobSet's
    // pods of a multi-host slice hold a VM's 4 chips each where a v6e or v5e host has 8 (docs/deploy.md).
    void tpuHosts()
    {
        const Accelerator* a = catalog_.find(out_.plan.training.accelerator);
        const long chips = static_cast<long>(in().nodes) * in().acceleratorsPerNode;
        if (!a || !a->deploy || !a->deploy->tpu() || a->perVm < 1)
            return;
        const long perHost = std::min<long>(a->perVm, chips);
        if (chips % perHost != 0 || chips / perHost > 100000)
            return;
        in().acceleratorsPerNode = static_cast<int>(perHost);
        in().nodes = static_cast<int>(chips / perHost);
    }
    void provisioning(Provisioning p)
    {
        in().provisioning = p;
        set("scheduling.provisioning");
    }
    void environment(const std::string& path, const std::string& key, const std::string& value);
    void gracePeriod(const YAML::Node& n, const std::string& path)
    {
        const auto seconds = whole(scalar(n), 24 * 3600);
        if (!seconds)
            return refused(path, valueText(n));
        in().gracePeriod = Duration::seconds(static_cast<double>(*seconds));
        in().spotGracePeriod = in().gracePeriod;
        set("runtime.grace_period");
        used(path);
    }
    // The plan's title from the job's name, where the base plan has none. A name with a line break or a bidi control
    // would carry it into every export's header and the proposal: refused, as a plan's title is (io/SafeText.h).
    void title(const YAML::Node& doc, std::initializer_list<const char*> path, const char* pathText)
    {
        if (!out_.plan.title.empty())
            return;
        const std::string job = scalar(at(doc, path));
        requireSafeText(job, name_ + ": " + pathText);
        if (!job.empty())
            used(pathText);
        out_.plan.title = "From " + trimmed(std::string(clipUtf8(job.empty() ? shown(name_, 60) : job, 60)));
    }

    PlanFromDeployment finish(std::string kind, const std::vector<YAML::Node>& docs, std::size_t chosen);

private:
    static std::string lower(std::string s)
    {
        for (char& c : s)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    }
    static std::string trimmed(const std::string& s)
    {
        const std::size_t first = s.find_first_not_of(' ');
        return first == std::string::npos ? std::string() : s.substr(first, s.find_last_not_of(' ') - first + 1);
    }
    static std::string listed(const std::vector<std::string>& items)
    {
        std::string out;
        for (const std::string& i : items)
            out += (out.empty() ? "" : ", ") + i;
        return out;
    }
    void note(const std::string& what)
    {
        if (out_.notRead.size() < kNamedNotRead)
            out_.notRead.push_back(shown(what, 200));
        else
            ++moreNotRead_;
    }
    bool leadsToUsed(const std::string& path) const
    {
        if (path.empty())
            return !used_.empty();
        for (auto it = used_.upper_bound(path); it != used_.end() && it->compare(0, path.size(), path) == 0; ++it)
            if ((*it)[path.size()] == '.' || (*it)[path.size()] == '[')
                return true;
        return false;
    }
    void unread(const YAML::Node& n, const std::string& path);

    const std::string& name_;
    PlanFromDeployment out_;
    Catalog catalog_;
    std::set<std::string> used_;
    std::size_t moreNotRead_ = 0;
    int visits_ = 0;
};

// The environment an export gives the job (deployEnvironment). A GOODPUT_ variable the reader knows with a value it
// cannot take is named with the value; another variable is left to the notes' list of what was not read.
void Reader::environment(const std::string& path, const std::string& key, const std::string& value)
{
    static const std::set<std::string> kTaken = {
        "GOODPUT_CHECKPOINT_INTERVAL_SECONDS", "GOODPUT_CHECKPOINT_ASYNC", "GOODPUT_CHECKPOINT_ON_SIGTERM",
        "GOODPUT_CHECKPOINTS_RETAINED",        "GOODPUT_IN_JOB_RESTART",   "GOODPUT_FAST_CHECKPOINT_INTERVAL_SECONDS"};
    if (!kTaken.count(key))
        return;
    const auto seconds = whole(value, 30L * 24 * 3600);
    const std::optional<bool> flag = boolean(value);
    bool taken = false; // each branch sets it: whether the value can be taken
    if (key == "GOODPUT_CHECKPOINT_INTERVAL_SECONDS" && (taken = seconds && *seconds > 0)) {
        in().checkpointInterval = Duration::seconds(static_cast<double>(*seconds));
        set("runtime.checkpoint_interval");
    } else if (key == "GOODPUT_CHECKPOINT_ASYNC" && (taken = flag.has_value())) {
        in().asyncCheckpoint = *flag;
        set("runtime.async_checkpoint");
    } else if (key == "GOODPUT_CHECKPOINT_ON_SIGTERM" && (taken = flag.has_value())) {
        in().autoCheckpoint = *flag;
        set("runtime.auto_checkpoint");
    } else if (key == "GOODPUT_CHECKPOINTS_RETAINED" && (taken = seconds && *seconds >= 1 && *seconds <= 1000)) {
        in().retainedCheckpoints = static_cast<int>(*seconds);
        set("runtime.retained_checkpoints");
    } else if (key == "GOODPUT_IN_JOB_RESTART" && (taken = flag.has_value())) {
        in().inJobRestart = *flag;
        set("runtime.in_job_restart");
    } else if (key == "GOODPUT_FAST_CHECKPOINT_INTERVAL_SECONDS" && (taken = seconds && *seconds > 0)) {
        in().fastTier = true;
        in().fastInterval = Duration::seconds(static_cast<double>(*seconds));
        set("runtime.fast_checkpoint_interval");
    }
    if (taken)
        used(path);
    else
        refused(path, value);
}

// Names each part of `n` at `path` that was not read and holds nothing read: each key of a mapping the reader went
// into, each item of its lists. A list item's "name" is its label in the path, not a part of its own.
void Reader::unread(const YAML::Node& n, const std::string& path)
{
    visit();
    if (used_.count(path))
        return;
    if (!path.empty() && !leadsToUsed(path)) {
        note(path);
        return;
    }
    if (n.IsMap()) {
        const bool item = !path.empty() && path.back() == ']';
        for (const auto& kv : n) {
            const std::string key = scalar(kv.first);
            if (!(item && key == "name" && kv.second.IsScalar()))
                unread(kv.second, (path.empty() ? "" : path + ".") + segment(key));
        }
    } else if (n.IsSequence()) {
        std::size_t i = 0;
        for (const YAML::Node& item : n)
            unread(item, path + entry(item, i++));
    }
}

PlanFromDeployment Reader::finish(std::string kind, const std::vector<YAML::Node>& docs, std::size_t chosen)
{
    unread(docs[chosen], "");
    for (std::size_t i = 0; i < docs.size(); ++i)
        if (i != chosen && !docs[i].IsNull()) {
            const std::string docKind = scalar(at(docs[i], {"kind"}));
            note("document " + std::to_string(i + 1) + (docKind.empty() ? "" : " (" + docKind + ")"));
        }
    out_.kind = std::move(kind);
    std::string notes = "Read from " + shown(name_, 200) + " (" + out_.kind + "): " +
                        (out_.read.empty() ? std::string("nothing") : listed(out_.read)) + ".";
    if (!out_.notRead.empty())
        notes += " Not read: " + listed(out_.notRead) +
                 (moreNotRead_ ? ", and " + std::to_string(moreNotRead_) + " more" : std::string()) + ".";
    out_.plan.notes = notes + (out_.plan.notes.empty() ? "" : "\n\n" + out_.plan.notes);
    validate(out_.plan);
    return std::move(out_);
}

// resources.accelerators: "H100:8", "H100", {H100: 8}, or a list or set of them (the first is read), with the
// count's text and the path of what was read.
struct Wanted {
    std::string name;
    std::string count;
    std::string path;
};

Wanted skyPilotAccelerators(const YAML::Node& n, const std::string& path)
{
    if (n.IsSequence())
        return n.size() > 0 ? skyPilotAccelerators(n[0], path + "[0]") : Wanted{};
    if (n.IsMap()) {
        for (const auto& kv : n) {
            const std::string name = scalar(kv.first);
            return {name, kv.second.IsNull() ? "1" : valueText(kv.second), path + "." + segment(name)};
        }
        return {};
    }
    const std::string s = scalar(n);
    const auto colon = s.find(':');
    return {s.substr(0, colon), colon == std::string::npos ? "1" : s.substr(colon + 1), path};
}

// The resources a task runs on: of `any_of` or `ordered`, the first candidate stands for the task, with the
// task's resources for what the candidate does not set (as SkyPilot merges them).
struct Resources {
    YAML::Node outer;
    YAML::Node chosen;
    std::string path = "resources";

    std::pair<YAML::Node, std::string> operator[](const char* key) const
    {
        if (const YAML::Node n = at(chosen, {key}))
            return {n, path + "." + key};
        return {at(outer, {key}), std::string("resources.") + key};
    }
};

Resources skyPilotResources(const YAML::Node& task)
{
    Resources res;
    res.outer = at(task, {"resources"});
    res.chosen.reset(res.outer);
    for (const char* list : {"ordered", "any_of"})
        if (const YAML::Node candidates = at(res.outer, {list}); candidates.IsSequence() && candidates.size() > 0) {
            res.chosen.reset(candidates[0]);
            res.path = std::string("resources.") + list + entry(candidates[0], 0);
            break;
        }
    return res;
}

// A TPU slice by its TensorCores: "tpu-v5p-16" is 8 chips of 2 cores, on hosts of accelerators_per_vm chips.
void tpuSlice(const Wanted& w, long nodes, Reader& r)
{
    const auto dash = w.name.rfind('-');
    const Accelerator* a = dash == std::string::npos ? nullptr : r.find(w.name.substr(0, dash), true);
    const auto cores = dash == std::string::npos ? std::nullopt : whole(w.name.substr(dash + 1), 1000000);
    if (!a || !a->deploy->tpu() || !cores || *cores < 1)
        r.unknownAccelerator(w.path, w.name);
    r.accelerator(*a, w.path);
    const long chips = std::max(1L, *cores / std::max(1, a->deploy->skypilotCoresPerChip));
    const long perHost = std::min<long>(a->perVm, chips);
    r.perNode(perHost, w.path);
    r.nodes(std::max(1L, chips / perHost) * nodes, w.path);
}

// num_nodes and the accelerators: a name the catalog does not know is refused, as pricing another would mislead.
void skyPilotScale(const YAML::Node& task, const Resources& res, Reader& r)
{
    long nodes = 1;
    if (const YAML::Node n = at(task, {"num_nodes"}); n && !n.IsNull()) {
        nodes = r.integer(n, "num_nodes", 1, 100000, "1 to 100000 nodes");
        r.used("num_nodes");
    }
    const auto [accelerators, path] = res["accelerators"];
    const Wanted w = accelerators ? skyPilotAccelerators(accelerators, path) : Wanted{};
    if (w.name.empty()) {
        r.nodes(nodes, "num_nodes");
    } else if (const Accelerator* a = r.find(w.name, true)) {
        r.accelerator(*a, w.path);
        r.perNode(r.integer(w.count, w.path, 1, 64, "1 to 64 accelerators a node"), w.path);
        r.nodes(nodes, "num_nodes");
    } else {
        tpuSlice(w, nodes, r);
    }
}

void skyPilotProvisioning(const YAML::Node& task, const Resources& res, Reader& r)
{
    const auto [useSpot, spotPath] = res["use_spot"];
    std::optional<bool> spot;
    if (useSpot && !useSpot.IsNull() && !(spot = boolean(scalar(useSpot))))
        r.refused(spotPath, valueText(useSpot));
    const char* reservations = "config.gcp.specific_reservations";
    const char* mig = "config.gcp.managed_instance_group";
    if (spot == true) {
        r.provisioning(Provisioning::Spot);
    } else if (at(task, {"config", "gcp", "specific_reservations"})) {
        r.provisioning(Provisioning::Reservation);
        r.used(reservations);
    } else if (at(task, {"config", "gcp", "managed_instance_group"})) {
        r.provisioning(Provisioning::DwsFlexStart);
        r.used(mig);
    } else if (spot == false) {
        r.provisioning(Provisioning::OnDemand);
    }
    if (spot)
        r.used(spotPath);
}

void fromSkyPilot(const YAML::Node& task, Reader& r)
{
    const Resources res = skyPilotResources(task);
    skyPilotScale(task, res, r);
    skyPilotProvisioning(task, res, r);
    if (const YAML::Node envs = at(task, {"envs"}); envs.IsMap())
        for (const auto& kv : envs) {
            r.visit();
            const std::string key = scalar(kv.first);
            r.environment("envs." + segment(key), key, scalar(kv.second));
        }
    r.title(task, {"name"}, "name");
}

// The first container of a pod spec, or an undefined node.
YAML::Node firstContainer(const YAML::Node& podSpec)
{
    const YAML::Node containers = at(podSpec, {"containers"});
    return containers.IsSequence() && containers.size() > 0 ? YAML::Node(containers[0]) : YAML::Node();
}

// What a JobSet's replicated jobs hold: the worker and spare nodes, and the first workers' pod with its path.
struct JobSetPods {
    long workers = 0;
    long spares = 0;
    YAML::Node pod;
    std::string podPath;
};

// A replicated job's count (replicas, parallelism): Kubernetes' 1 where absent, else a whole number in range.
long jobCount(const YAML::Node& job, std::initializer_list<const char*> key, const std::string& path, const char* unit,
              Reader& r)
{
    const YAML::Node n = at(job, key);
    if (!n || n.IsNull())
        return 1;
    r.used(path);
    return r.integer(n, path, 1, 100000, "1 to 100000 " + std::string(unit));
}

JobSetPods jobSetPods(const YAML::Node& jobSet, Reader& r)
{
    const YAML::Node jobs = at(jobSet, {"spec", "replicatedJobs"});
    const std::string where = r.name() + ": spec.replicatedJobs";
    if (!jobs || jobs.IsNull())
        throw Error(ErrorCode::MissingField, where, "a JobSet's replicated jobs: without them it has no nodes");
    if (!jobs.IsSequence() || jobs.size() == 0)
        throw Error(ErrorCode::WrongType, where,
                    "a list of one replicated job or more, not " +
                        (jobs.IsSequence() ? std::string("an empty one") : valueText(jobs)));
    JobSetPods out;
    std::size_t i = 0;
    for (const YAML::Node& job : jobs) {
        r.visit();
        const std::string path = "spec.replicatedJobs" + entry(job, i++);
        const long nodes =
            jobCount(job, {"replicas"}, path + ".replicas", "replicas", r) *
            jobCount(job, {"template", "spec", "parallelism"}, path + ".template.spec.parallelism", "pods", r);
        const YAML::Node podSpec = at(job, {"template", "spec", "template", "spec"});
        const std::string image = scalar(at(firstContainer(podSpec), {"image"}));
        if (scalar(at(job, {"name"})) == "spares" || image.find("/pause:") != std::string::npos) {
            out.spares += nodes;
            r.used(path); // the whole job is read as that many spare nodes
            continue;
        }
        out.workers += nodes;
        if (out.podPath.empty()) {
            out.pod.reset(podSpec);
            out.podPath = path + ".template.spec.template.spec";
        }
    }
    if (out.workers == 0)
        throw Error(ErrorCode::MissingField, r.name() + ": a job of workers in spec.replicatedJobs",
                    "every replicated job holds spares");
    if (out.spares > 100000)
        throw Error(ErrorCode::OutOfRange, where, "0 to 100000 spare nodes, not " + std::to_string(out.spares));
    return out;
}

// The accelerators the pod's containers ask for (their sum: Kubernetes gives a pod what its containers ask), and
// the variables the containers have.
void podContainers(const JobSetPods& p, Reader& r)
{
    const YAML::Node containers = at(p.pod, {"containers"});
    if (!containers.IsSequence())
        return;
    long perNode = 0;
    int limits = 0;
    std::string where;
    std::size_t i = 0;
    for (const YAML::Node& c : containers) {
        r.visit();
        const std::string path = p.podPath + ".containers" + entry(c, i++);
        for (const char* resource : {"nvidia.com/gpu", "google.com/tpu"})
            if (const YAML::Node limit = at(c, {"resources", "limits", resource})) {
                const std::string limitPath = path + ".resources.limits." + resource;
                where = ++limits == 1 ? limitPath : p.podPath + ".containers";
                perNode += r.integer(limit, limitPath, 0, 64, "1 to 64 accelerators a node");
                r.used(limitPath);
                // A request equal to the limit, as Kubernetes requires of an accelerator, says nothing more.
                if (scalar(at(c, {"resources", "requests", resource})) == scalar(limit))
                    r.used(path + ".resources.requests." + resource);
            }
        if (const YAML::Node env = at(c, {"env"}); env.IsSequence()) {
            std::size_t j = 0;
            for (const YAML::Node& e : env) {
                r.visit();
                r.environment(path + ".env" + entry(e, j++), scalar(at(e, {"name"})), scalar(at(e, {"value"})));
            }
        }
    }
    if (limits > 0)
        r.perNode(perNode, where);
}

void podAccelerator(const JobSetPods& p, Reader& r)
{
    for (const char* label : {"cloud.google.com/gke-accelerator", "cloud.google.com/gke-tpu-accelerator"})
        if (const YAML::Node v = at(p.pod, {"nodeSelector", label})) {
            const std::string path = p.podPath + ".nodeSelector." + label;
            const Accelerator* a = r.find(scalar(v), false);
            if (!a)
                r.unknownAccelerator(path, valueText(v));
            r.accelerator(*a, path);
        }
}

// The node selectors (Spot, flex-start, reservation), the queued toleration and provisioning annotation.
void podProvisioning(const YAML::Node& jobSet, const JobSetPods& p, Reader& r)
{
    const YAML::Node selector = at(p.pod, {"nodeSelector"});
    const auto flag = [&](const char* label) -> std::optional<bool> {
        const YAML::Node v = at(selector, {label});
        const std::string path = p.podPath + ".nodeSelector." + label;
        const std::optional<bool> b = v ? boolean(scalar(v)) : std::nullopt;
        if (v && !b)
            r.refused(path, valueText(v));
        else if (b)
            r.used(path);
        return b;
    };
    const std::optional<bool> spot = flag("cloud.google.com/gke-spot");
    const std::optional<bool> flexStart = flag("cloud.google.com/gke-flex-start");
    std::string queued;
    if (const YAML::Node tolerations = at(p.pod, {"tolerations"}); tolerations.IsSequence()) {
        std::size_t i = 0;
        for (const YAML::Node& t : tolerations) {
            r.visit();
            const std::string path = p.podPath + ".tolerations" + entry(t, i++);
            if (queued.empty() && scalar(at(t, {"key"})) == "cloud.google.com/gke-queued")
                queued = path;
        }
    }
    const char* provreq = "provreq.kueue.x-k8s.io/maxRunDurationSeconds";
    if (spot == true) {
        r.provisioning(Provisioning::Spot);
    } else if (!queued.empty() || flexStart == true || at(jobSet, {"metadata", "annotations", provreq})) {
        r.provisioning(Provisioning::DwsFlexStart);
        r.used(queued);
        r.used(std::string("metadata.annotations.") + provreq);
    } else if (at(selector, {"cloud.google.com/reservation-name"})) {
        r.provisioning(Provisioning::Reservation);
        r.used(p.podPath + ".nodeSelector.cloud.google.com/reservation-name");
        r.used(p.podPath + ".nodeSelector.cloud.google.com/reservation-affinity");
    } else {
        r.provisioning(Provisioning::OnDemand);
    }
}

void fromJobSet(const YAML::Node& jobSet, Reader& r)
{
    r.used("apiVersion");
    r.used("kind");
    const JobSetPods pods = jobSetPods(jobSet, r);
    r.nodes(pods.workers, "spec.replicatedJobs");
    podContainers(pods, r);
    podAccelerator(pods, r);
    r.tpuHosts();
    podProvisioning(jobSet, pods, r);
    if (const YAML::Node grace = at(pods.pod, {"terminationGracePeriodSeconds"}))
        r.gracePeriod(grace, pods.podPath + ".terminationGracePeriodSeconds");
    r.in().hotSpares = static_cast<int>(pods.spares);
    r.set("scheduling.hot_spares");
    r.title(jobSet, {"metadata", "name"}, "metadata.name");
}

} // namespace

PlanFromDeployment planFromDeployment(const std::string& text, const std::string& name, const Plan& base)
{
    if (text.size() > kDeploymentMaxBytes)
        throw Error(ErrorCode::FileTooLarge, name, "at most 1 MB");
    const std::vector<YAML::Node> docs = parseDeploymentYaml(text, name);
    Reader r(base, name);
    for (std::size_t i = 0; i < docs.size(); ++i)
        if (scalar(at(docs[i], {"kind"})) == "JobSet" &&
            scalar(at(docs[i], {"apiVersion"})).rfind("jobset.x-k8s.io/", 0) == 0) {
            fromJobSet(docs[i], r);
            return r.finish("jobset", docs, i);
        }
    // A SkyPilot task: a mapping without a Kubernetes kind, with a key only a task has.
    if (docs.size() == 1 && docs[0].IsMap() && !at(docs[0], {"kind"}) && !at(docs[0], {"apiVersion"}) &&
        (at(docs[0], {"resources"}) || at(docs[0], {"run"}) || at(docs[0], {"num_nodes"}))) {
        fromSkyPilot(docs[0], r);
        return r.finish("skypilot", docs, 0);
    }
    throw Error(ErrorCode::NotADeployment, name);
}

PlanFromDeployment readPlanFromDeployment(const std::string& path, const Plan& base)
{
    return planFromDeployment(readFileLimited(path, kDeploymentMaxBytes), path, base);
}

} // namespace gp
