#include "Commands.h"

#include "DeployCommand.h"
#include "GraphCommands.h"
#include "InferenceCommand.h"
#include "MeasureCommand.h"
#include "MoePerformance.h"
#include "OptimizeCommand.h"
#include "PerformanceCommand.h"
#include "PlanCommands.h"
#include "SweepCommand.h"
#include "ToolCommands.h"

#include "io/Error.h"
#include "plan/Scenarios.h"

#include <cmath>
#include <stdexcept>

namespace gpcli {

using nlohmann::json;

json finiteOrNull(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

const std::string& planPath(const Arguments& a)
{
    if (a.positional().empty())
        throw UsageError("missing the PLAN file argument");
    return a.positional().front();
}

gp::Plan withScenario(const gp::Plan& plan, const Arguments& a)
{
    return a.has("scenario") ? gp::scenarioPlan(plan, a.all("scenario").front()) : plan;
}

namespace {

const char* kDurationNote = "Durations are written as 90s, 30m, 1.5h or 54d; a bare number is hours.";

} // namespace

const std::vector<Command>& commands()
{
    static const std::vector<Command> all{
        {"runtime",
         "runtime goodput by the guide's formula",
         "Computes runtime goodput for N equal interruptions by the formula of the guide Optimizing GPU Usage:\n"
         "  t_c = N (t_rm + t_ch);  RG = (t_w - t_c - N t_re) / (t_w - N t_re)\n"
         "with t_w = --window, t_rm = --resume, t_ch = --lost and t_re = --reschedule (default 0).\n"
         "Prints {\"runtime_goodput\", \"badput_hours\" (t_c), \"reschedule_hours\" (N t_re)}.",
         {{"window", "DUR", "evaluation window t_w", Occurs::Required},
          {"interruptions", "N", "number of interruptions (may be fractional: an expected count)", Occurs::Required},
          {"resume", "DUR", "time to resume after each interruption, t_rm", Occurs::Required},
          {"lost", "DUR", "progress lost since the last checkpoint per interruption, t_ch", Occurs::Required},
          {"reschedule", "DUR", "time to reschedule per interruption, t_re (default 0)"}},
         "",
         runtimeCommand},
        {"checkpoint",
         "optimal checkpoint interval (Young, Daly)",
         "Young (1974): tau = sqrt(2 delta M). Daly (2006, FGCS 22(3), eq. 37):\n"
         "  tau = sqrt(2 delta M) [1 + sqrt(delta/2M)/3 + (delta/2M)/9] - delta  (delta < 2M; else M).\n"
         "The efficiency comes from Daly's complete model with restart time R:\n"
         "  T_s / T_w = tau / (M e^(R/M) (e^((tau + delta)/M) - 1)).\n"
         "The save is --save-cost, or the state's size over the write bandwidth plus --overhead; with --blocking\n"
         "(an asynchronous save) the optima use the blocking part only.\n"
         "Prints {\"young_hours\", \"daly_hours\", \"efficiency_at_daly\", \"save_seconds\"}.",
         {{"save-cost", "DUR", "time to write one checkpoint, delta (> 0)"},
          {"state", "SIZE", "checkpoint size, such as 980GB or 1.2TB (with --write-bandwidth)"},
          {"write-bandwidth", "RATE", "aggregate write bandwidth, such as 128GB/s"},
          {"overhead", "DUR", "fixed time of each save beside the writing (default 0)"},
          {"blocking", "DUR", "the part of an asynchronous save that stalls the job"},
          {"mtbf", "DUR", "mean time between interruptions that lose progress, M (> 0)", Occurs::Required},
          {"restart", "DUR", "time to restart after an interruption, R (default 0)"}},
         "",
         checkpointCommand},
        {"mfu",
         "model FLOP utilization from throughput",
         "FLOPs per token by PaLM (Chowdhery et al. 2022, appendix B): 6 N + 12 L H Q T, or 6 N without the shape.\n"
         "MFU = tokens/s x FLOPs per token / (chips x peak FLOP/s per chip); use the dense peak of the precision.\n"
         "Prints {\"flops_per_token\", \"mfu\"}.",
         {{"params", "N", "parameters, excluding embeddings", Occurs::Required},
          {"tokens-per-second", "X", "measured training throughput of the whole job", Occurs::Required},
          {"chips", "N", "accelerators in the job", Occurs::Required},
          {"peak-tflops", "X", "dense peak TFLOP/s per accelerator", Occurs::Required},
          {"layers", "L", "layers (with --heads, --head-dim, --seq-len)"},
          {"heads", "H", "attention heads"},
          {"head-dim", "Q", "dimension of each head"},
          {"seq-len", "T", "sequence length"}},
         "",
         mfuCommand},
        {"evaluate",
         "the planning model for a plan file",
         "Evaluates the planning model (expected values) for a .gpplan file or a built-in preset: scheduling,\n"
         "runtime and program goodput, their product, the interruptions by class and how each class is recovered\n"
         "(\"recovery_mode\": \"full_restart\", \"in_job\" or \"elastic_shrink\"), the badput buckets in hours\n"
         "(\"shrunk_hours\" and \"straggler_hours\" among them, model.md section 25), the\n"
         "Young and Daly checkpoint intervals, and \"warnings\": [{\"code\", \"subject\", \"message\"}] for what\n"
         "the figures alone do not say, among them each key of the plan file no reader knows (\"unknown_key\",\n"
         "the subject its path, such as scale.nodez): it was ignored.",
         {{"preset", "ID", "a built-in preset instead of a PLAN file (see: goodput-cli presets)"},
          {"scenario", "NAME", "one of the plan's scenarios instead of its base (see: goodput-cli scenarios)"}},
         "PLAN",
         evaluateCommand,
         true},
        {"simulate",
         "Monte Carlo of a plan's window",
         "Simulates the plan's window event by event and prints the mean, p5, p50, p95 and standard error of each\n"
         "goodput and badput bucket, and how each class of interruption is recovered (\"recovery_mode\"). The same\n"
         "plan, runs and seed always give the same numbers.",
         {{"runs", "N", "number of simulated windows (default: the plan's)"},
          {"seed", "S", "random seed (default: the plan's)"},
          {"preset", "ID", "a built-in preset instead of a PLAN file (see: goodput-cli presets)"},
          {"scenario", "NAME", "one of the plan's scenarios instead of its base"},
          {"during-recovery", "", "let interruptions strike during recovery too, whatever the plan says"}},
         "PLAN",
         simulateCommand,
         true},
        {"presets",
         "the built-in presets and their sources",
         "Lists the built-in presets: {\"presets\": [{\"id\", \"name\", \"description\", \"source\", \"assumptions\",\n"
         "...}]} with the expected interruptions and goodput of each. Run one with evaluate --preset ID or\n"
         "simulate --preset ID.",
         {},
         "",
         presetsCommand},
        {"catalog",
         "the accelerator catalog",
         "Prints the accelerator catalog in its own file format (catalog.json, which the costs view imports):\n"
         "dense peak TFLOP/s, memory, interconnect, power, list prices per accelerator-hour on-demand and on\n"
         "Spot, committed-use discounts, accelerators per VM, and the source of every figure. A figure the\n"
         "catalog does not have (no FP8 peak) is left out.",
         {},
         "",
         catalogCommand},
        {"compare",
         "days, cost and cost per productive hour on each accelerator",
         "For the plan's training run (C = 6 N D) and its goodput, prints for each accelerator of the catalog\n"
         "the wall days to train (the wait for capacity + P / f, P = C / (G x peak x MFU), f the productive share\n"
         "of running time), the cost as the provisioning bills it, and the cost per\n"
         "productive accelerator-hour price / (SG x RG); then the selected accelerator under each provisioning.\n"
         "\"recommended\" and \"reason\" are the plan search's answer (as optimize finds it for the plan's own goal,\n"
         "in full under \"plan_search\"); \"sizing\" is each accelerator's fewest nodes for the deadline in\n"
         "expectation, the cheapest of them as its \"recommended\".",
         {{"scenario", "NAME", "one of the plan's scenarios instead of its base"}},
         "PLAN",
         compareCommand},
        {"optimize",
         "find the plan: the cheapest configuration that meets the deadline with confidence",
         "Searches accelerator x node count x parallel layout x provisioning x hot spares (0-8) x checkpoint\n"
         "interval (Daly's optimum times 1/2 to 2, and the plan's own) x fast tier (where the plan has one).\n"
         "Each candidate is evaluated with the exact planning model and priced as sold; what cannot win is\n"
         "pruned first (memory, the largest job, the deadline at a goodput of one, a cost bound above the best\n"
         "found). The risk comes from the Monte Carlo: the probability of meeting the deadline and the p90 wall\n"
         "days. The recommendation is the cheapest candidate within the budget that meets the deadline with\n"
         "the required confidence (default 0.9). The plan's own goal (training.search) is the default of every\n"
         "flag. Prints {\"recommended\": {\"accelerator\", \"accelerators\",\n"
         "\"nodes\", \"layout\", \"provisioning\", \"hot_spares\", \"checkpoint_interval\" (hours), \"mfu\",\n"
         "\"ml_productivity_goodput\", \"wall_days\", \"wall_days_p90\", \"probability_meets_deadline\",\n"
         "\"total_cost\"}, \"pareto\": [...], \"runners_up\": [{\"accelerator\", \"reason\", ...}], \"your_plan\",\n"
         "\"candidates\", \"evaluated\", \"seconds\"}; \"recommended\" is null only with \"nearest\" and \"reason\".",
         {{"deadline", "DUR", "finish within this of the start (default: the plan's deadline)"},
          {"budget", "USD", "the most the run may cost"},
          {"accelerators", "ID,ID", "the accelerators allowed (default: every one of the catalog)", Occurs::Repeatable},
          {"provisioning", "ID,ID", "the provisioning allowed: on_demand, spot, dws_flex_start, dws_calendar, "
                                    "reservation, reservation_3y (default: all)", Occurs::Repeatable},
          {"confidence", "P", "the probability of meeting the deadline required, 0.5 to 0.99 (default 0.9)"},
          {"top", "N", "how many of the cheapest to list (default 5)"},
          {"apply", "OUT", "write the plan with the recommendation applied to OUT (.gpplan); its scenarios are "
                           "re-based to keep what they set"},
          {"force", "", "with --apply, replace OUT if it exists (its permissions are kept)"},
          {"scenario", "NAME", "one of the plan's scenarios instead of its base"}},
         "PLAN",
         optimizeCommand},
        {"scenarios",
         "the plan's scenarios side by side",
         "Evaluates the plan's base and each of its scenarios (named options, each overriding some inputs) and\n"
         "prints {\"scenarios\": [{\"name\", \"ml_productivity_goodput\", \"scheduling_goodput\",\n"
         "\"runtime_goodput\", \"program_goodput\", \"wall_days\", \"total_cost\", \"cost_per_productive_hour\",\n"
         "\"meets_deadline\", \"recommended\"}]}, the base first, with \"goodput_p5\" and \"goodput_p95\" from\n"
         "the Monte Carlo over the plan's number of windows and seed.",
         {},
         "PLAN",
         scenariosCommand},
        {"performance",
         "one training step's time and MFU from the parallel layout",
         "Models one training step (model.md section 23): the model's FLOPs (6 N + 12 L h s a token) at the\n"
         "accelerator's achievable matrix rate, the memory-bound operations, tensor-parallel collectives over the\n"
         "scale-up link, context-parallel key and value gathers, the pipeline bubble (p - 1) / (v m) and the\n"
         "activations between stages, the data-parallel gradient reduction and ZeRO-3 gathers left after the\n"
         "backward pass hides what it can (between domains over the scale-out network: a TPU job larger than a\n"
         "slice is Multislice, data parallel over DCN, and waits for the slowest slice), and the recomputed\n"
         "forward. MFU counts the model's FLOPs, HFU the recomputation too. Prints {\"mfu\", \"hfu\",\n"
         "\"tokens_per_second\", \"step_seconds\", \"breakdown_seconds\": {\"compute\", \"tensor_parallel\",\n"
         "\"context_parallel\", \"pipeline_bubble\", \"pipeline_p2p\", \"data_parallel\", \"recompute\",\n"
         "\"multislice\"}, \"memory_gb_per_accelerator\", \"fits\",\n"
         "\"layout\": {\"tensor\", \"pipeline\", \"data\", \"context\", \"micro_batch\", \"interleave\",\n"
         "\"sharding\", \"recompute\", \"tp_comm_overlap\", \"grad_reduce\"}, \"error_band\" (the model's\n"
         "held-out median error, a fraction), \"stages\" (the layers of each pipeline stage) and \"split\"\n"
         "(\"7 + 8\u00d714 + 7\"), \"accelerator\", \"shape_source\", \"network\": {\"scale_out_gbps\",\n"
         "\"scale_up_domain\", \"source\"}}. With --tensor and --pipeline it evaluates that layout\n"
         "(the data degree is the rest); without them it prints the fastest layout that fits the memory\n"
         "(MemoryFit), searching every degree not given, and --top N adds \"layouts\", the N fastest, with the\n"
         "same keys. With a PLAN, its training run (parameters, shape, global batch, accelerator and count,\n"
         "precision, optimizer, parallelism) supplies the defaults the flags override. A Mixture-of-Experts\n"
         "model (--model or --experts, model.md section 26) counts 6 N_active + attention a token, adds the\n"
         "experts' grouped matrix products, their all-to-all dispatch and combine and every expert's memory,\n"
         "takes its layout with --tensor and --pipeline, and prints \"active_parameters\",\n"
         "\"total_parameters\", \"routing\", \"breakdown_seconds\".\"expert_all_to_all\" and\n"
         "\"expert_parallel\", \"expert_tensor\", \"expert_data\" in \"layout\".",
         withMoeOptions({{"params", "N", "parameters, all of them"},
          {"layers", "L", "transformer layers"},
          {"hidden", "H", "hidden size"},
          {"heads", "A", "attention heads"},
          {"kv-heads", "K", "key-value heads (default: as many as heads)"},
          {"head-dim", "D", "each head's width, where heads x D is not the hidden size (default: hidden / heads)"},
          {"sequence", "T", "tokens a sequence"},
          {"vocab", "V", "vocabulary (default 0: the embeddings count as layer weights when recomputed)"},
          {"global-batch-tokens", "B", "tokens a step, a whole number of sequences (required without a PLAN, whose\n"
                                       "training.global_batch_tokens is the default)"},
          {"accelerator", "ID", "a catalog accelerator (see: goodput-cli catalog)"},
          {"accelerators", "G", "accelerators in the job"},
          {"tensor", "t", "tensor-parallel degree, within one scale-up domain"},
          {"pipeline", "p", "pipeline-parallel degree, 1 up to the layers; where it does not divide them the\n"
                            "stages are uneven, the embedding and the loss a layer's place each (model.md\n"
                            "section 23: 126 layers on 16 stages are 7 + 8\u00d714 + 7)"},
          {"context", "c", "context-parallel degree (default 1)"},
          {"micro-batch", "m", "sequences a micro-batch (default: searched, or 1 with --tensor and --pipeline)"},
          {"interleave", "v", "model chunks per pipeline rank, the interleaved schedule (default: searched, or 1)"},
          {"sharding", "S", "none, zero1, zero2, zero3 or fsdp, or hsdp (ZeRO-3 within each scale-up domain, data\n"
                               "parallel between domains)"},
          {"recompute", "R", "none, selective or full; or MaxText's minimal (the matrix multiplications' outputs\n"
           "kept, the rest recomputed) or offloaded (minimal_offloaded: those kept in host memory)"},
          {"precision", "P", "bf16 (default) or fp8"},
          {"top", "N", "also print the N fastest layouts, 1 to 100"},
          {"tp-overlap", "", "tensor-parallel collectives overlapped with the matrix work (Megatron-Core's\n"
                             "--tp-comm-overlap; default: exposed)"},
          {"unfused-attention", "", "attention without a fused kernel: its scores reach memory (Megatron-LM\n"
                                    "before FlashAttention; default: fused)"},
          {"grad-reduce", "P", "the data-parallel gradient reduction's precision: fp32 (default, Megatron's) or\n"
                               "bf16 (FSDP's pure mixed precision)"},
          {"network", "ID", "the cluster's network: a3-high, a3-mega, a3-ultra, a4, infiniband-400, tpu-v5e-dcn,\n"
                            "tpu-v5p-dcn or tpu-v6e-dcn (default: the plan's training.network, else the catalog's)"},
          {"scale-out-gbps", "GBPS", "Gb/s (gigabits) an accelerator between scale-up domains, 0.01 to 100,000,\n"
                                     "over the network's"},
          {"scale-up-domain", "D", "accelerators in one scale-up domain (an NVLink node, a TPU slice), a whole\n"
                                   "number from 1 to 100,000"}}),
         "PLAN",
         performanceCommand,
         true},
        {"sweep",
         "one input varied over a range",
         "Evaluates the plan with one input set to each of N values from --from to --to (evenly spaced, on a log\n"
         "scale for nodes and the checkpoint's interval and save) and prints {\"input\", \"unit\", \"plan_value\",\n"
         "\"points\": [{\"value\", \"ml_productivity_goodput\", \"scheduling_goodput\", \"runtime_goodput\",\n"
         "\"program_goodput\", \"wall_days\", \"total_cost\", \"cost_per_productive_hour\", \"meets_deadline\"}]}.\n"
         "A value that makes the plan invalid gives {\"value\", \"error\"}. Inputs: nodes, hot_spares,\n"
         "checkpoint_interval, checkpoint_save, initial_wait (durations), spot_per_node_day, unwarned_per_node_day, mfu.",
         {{"input", "ID", "the input to vary", Occurs::Required},
          {"from", "X", "the first value (default: a useful range for the input)"},
          {"to", "Y", "the last value"},
          {"steps", "N", "how many values, 2 to 50 (default 7)"},
          {"scenario", "NAME", "sweep one of the plan's scenarios instead of its base"}},
         "PLAN",
         sweepCommand},
        {"inference",
         "a model served on an accelerator: memory, latency, replicas, cost",
         "Sizes one serving replica (model.md section 21): the weights (N x bytes per weight), the KV cache\n"
         "(2 x layers x KV heads x head dimension x bytes x context x batch) and the rest must fit in the fewest\n"
         "accelerators of one VM, tensor-parallel; decode steps and chunked prefills by the step model; under\n"
         "load (--concurrency C, default the batch) \"ttft_p50\", \"ttft_p90\", \"tpot_p50\", \"tpot_p90\" (s).\n"
         "A TPOT target lowers the batch until it meets it. Replicas serve the peak\n"
         "traffic, with spares for --availability. Prints {\"accelerator\", \"accelerators_per_replica\", \"fits\",\n"
         "\"memory_gb\": {\"weights\", \"kv_cache\", \"other\", \"total\"}, \"max_batch\",\n"
         "\"prefill_tokens_per_second_per_replica\", \"decode_tokens_per_second_per_replica\", \"ttft_seconds\",\n"
         "\"tpot_seconds\", \"replicas\", \"price_per_hour\", \"cost_per_million_tokens\"}, memory in GB of 10^9\n"
         "bytes and the cost per million prompt and output tokens (null with no traffic, and\n"
         "\"cost_per_million_tokens_reason\": \"no traffic\" beside it); where the accelerator cannot do it, the\n"
         "cheapest one that can (\"alternative\"), or \"not achievable on any accelerator\" with the closest.\n"
         "With a PLAN (an inference plan, \"kind\": \"inference\"), its inference section and provisioning are used,\n"
         "on its accelerator or, without one, the cheapest that fits and meets the targets, and \"warnings\" name\n"
         "the plan's keys no reader knows; --context, --batch, --precision and --accelerator are needed without a\n"
         "PLAN.",
         {{"model", "NAME", "a model with its published shape: llama-3.1-8b, llama-3.1-70b, llama-3.1-405b, ..."},
          {"params", "N", "parameters, such as 7e9"},
          {"layers", "L", "transformer layers"},
          {"kv-heads", "K", "key-value heads (fewer than the query heads with grouped-query attention)"},
          {"head-dim", "D", "dimension of each head"},
          {"context", "T", "tokens a sequence may reach: the KV cache is sized for it"},
          {"batch", "B", "concurrent sequences per replica: the batch cap"},
          {"concurrency", "C", "requests in flight on a replica for the latencies under load (default: the batch)"},
          {"eager", "", "decode steps launched kernel by kernel, without CUDA graphs (vLLM's --enforce-eager)"},
          {"tensor-parallel", "G", "accelerators per replica, within one VM (default: the fewest that fit)"},
          {"precision", "P", "weights in bf16, fp8, int8, int4 or fp4 (fp4 on an accelerator with an FP4 peak: B200)"},
          {"accelerator", "ID", "a catalog accelerator (see: goodput-cli catalog); with a PLAN, in place of its own"},
          {"prompt-tokens", "P", "prompt tokens per request (default 512, at most half the context)"},
          {"output-tokens", "O", "output tokens per request (default 256)"},
          {"requests-per-second", "R",
           "average traffic: 0 (none: no cost per million tokens) or at least 0.000001 (default: what one replica "
           "serves)"},
          {"peak-requests-per-second", "R", "peak traffic the replicas are sized for (default: the average)"},
          {"ttft", "S", "target time to first token, seconds"},
          {"tpot", "S", "target time per output token, seconds"},
          {"availability", "A", "share of time the service holds its replicas, such as 0.999 (default: no spares)"},
          {"provisioning", "ID", "on_demand (default), spot, reservation or reservation_3y"}},
         "PLAN",
         inferenceCommand,
         true},
        {"plan",
         "the plan in a .gpplan or a proposal PDF",
         "Prints the plan of a .gpplan file or of a proposal PDF (the plan it carries as an attachment), as\n"
         "Goodput Planner would save it: {\"format\": \"goodput-planner-plan\", \"version\", ...}. The plan is\n"
         "checked as the application checks it when it opens the file.",
         {},
         "PLAN",
         planCommand},
        {"deploy",
         "the plan as a scheduler's files",
         "Exports the plan's configuration (its recommended scenario's, or --scenario's; \"base\" for the base) as\n"
         "the files a scheduler runs (deploy.md): skypilot, a SkyPilot task YAML; gke, a JobSet and its Kueue\n"
         "queue; slurm, an sbatch script. A serving plan: skypilot, a SkyPilot Serve task; kubernetes, a vLLM\n"
         "Deployment, its Service and a HorizontalPodAutoscaler. Each file opens with comments naming the plan, its\n"
         "figures and the date.\n"
         "Prints {\"format\", \"plan\", \"scenario\", \"dropped\": [what the format cannot express], \"files\":\n"
         "[{\"name\", \"text\"}]}; with --out, writes the files there and lists {\"name\", \"path\", \"bytes\"}.\n"
         "An existing file is replaced only with --force.",
         {{"format", "FORMAT", "skypilot, gke, slurm or kubernetes", Occurs::Required},
          {"out", "DIR", "the folder to write the files into (default: print them)"},
          {"force", "", "replace files that exist already"},
          {"name", "NAME", "the job's name (default: from the title and scenario, with a suffix unique to them)"},
          {"scenario", "NAME", "one of the plan's scenarios, or base (default: the recommended one)"}},
         "PLAN",
         deployCommand},
        {"plan-from",
         "a plan from a SkyPilot task or a JobSet",
         "Reads a SkyPilot task YAML or a GKE JobSet (a multi-document file's JobSet) back into a plan's scale and\n"
         "scheduling (deploy.md, \"Reading a deployment back\"): the nodes, the accelerators a node and their\n"
         "type, the provisioning, the hot spares and the checkpoint settings an export wrote. Everything else comes\n"
         "from --plan (default: a new plan). Prints the plan as goodput-cli plan does; its notes say what was read.",
         {{"plan", "PLAN", "the plan to take everything else from"}},
         "FILE",
         planFromCommand},
        {"measure",
         "goodput and badput of a real job's log",
         "Measures a training job from its goodput log as ml-goodput-measurement computes it: JSON Lines of the\n"
         "GoodputRecorder's payloads (and Orbax's checkpoint entries), a Cloud Logging export (gcloud logging read\n"
         "--format=json) or the CSV of model.md section 18. Prints {\"job_name\", \"total_seconds\",\n"
         "\"productive_seconds\", \"goodput_percent\", \"badput_percent\": {BUCKET: percent,\n"
         "\"CUSTOM_BADPUT_EVENTS\": {TYPE: percent}}, \"disruptions\", \"max_productive_step\",\n"
         "\"ideal_step_seconds\", \"step_time_band\" (the throughput's own spread, a fraction: the plan's\n"
         "training.measured_tokens_per_second_band), \"warnings\": [...], \"warning_details\": [{\"code\", \"line\", \"message\"}],\n"
         "\"implausible_values\"}. A line that cannot be read is skipped and named in the warnings, and so is an\n"
         "entry whose time lies outside 2000 to 2100 or whose step is not a whole number; a log whose times all\n"
         "do is refused, with the unit they look like. Times are POSIX seconds (or --time-unit) or ISO-8601; a\n"
         "line longer than 16 MiB is skipped without being held.",
         {{"job", "NAME", "the job to measure, when the log holds several"},
          {"from", "T", "measure the entries after T (a time in the log's unit, or ISO-8601)"},
          {"to", "T", "measure the entries up to T"},
          {"time-unit", "UNIT", "the unit of the log's numeric times: s (default), ms, us or ns"}},
         "LOG",
         measureCommand},
        {"quiz",
         "exam-style questions for a practice sheet",
         "Draws N questions (default 10) from the bank generated from the decision graphs and the goodput model:\n"
         "scenario to recommendation, next step, which goodput a technique improves, runtime goodput by the formula\n"
         "of the guide Optimizing GPU Usage (a number, with its tolerance) and failure cost against scale. The same\n"
         "seed gives the same sheet. With --pack, the pack's graphs without problems are studied too.",
         {{"count", "N", "number of questions (1 to 1000)"}, {"seed", "S", "random seed (default 1)"},
          {"pack", "FILE", "a graph pack (.gpgraphs) whose graphs are studied too"}},
         "",
         quizCommand},
        {"trees",
         "the decision graphs",
         "Lists the decision graphs of the guide Optimizing GPU Usage, and those of a graph pack with --pack: their\n"
         "ids, titles and sizes (a pack's with \"pack\" and the count of its \"problems\").",
         {{"pack", "FILE", "a graph pack (.gpgraphs) whose graphs are listed too"}},
         "",
         graphListCommand},
        {"decide",
         "walk a decision graph",
         "Walks the graph TREE from its start, taking each --answer in turn, and prints where the walk stands:\n"
         "{\"path\", \"answers\", \"automatic\", \"current\", \"kind\", \"text\", \"choices\": [{\"id\", \"label\"}]},\n"
         "plus \"recommendation\" once the walk reaches one. With --plan, the walk then answers every question the\n"
         "plan's figures decide by the answers' conditions (model.md section 14), marked true in \"automatic\".\n"
         "TREE may be a graph of the --pack. An unknown tree or choice is an error that lists the valid ones.",
         {{"answer", "CHOICE", "the id of a choice at the current node (repeat for each step)", Occurs::Repeatable},
          {"pack", "FILE", "a graph pack (.gpgraphs) whose graphs may be walked"},
          {"plan", "PLAN", "answer what the plan's figures decide, after the --answer steps"}},
         "TREE",
         decideCommand},
        {"graph-check",
         "check a graph pack or a graph file",
         "Reads a graph pack (.gpgraphs) or one graph's file and lists every problem of each graph:\n"
         "{\"graphs\": [{\"id\", \"nodes\", \"problems\": [{\"code\", \"node\", \"message\"}]}]}, with \"pack\" for a\n"
         "pack. Exits 1 when a graph has problems, 2 when the file cannot be read as a pack or a graph.",
         {},
         "FILE",
         graphCheckCommand,
         false,
         graphCheckStatus},
    };
    return all;
}

std::runtime_error existsAlready(const std::string& path)
{
    return std::runtime_error(gp::errorText(gp::Error(gp::ErrorCode::FileExists, path)).english() +
                              " Pass --force to replace it.");
}

void writeFiles(const std::vector<gp::FileToWrite>& files, const Arguments& a)
{
    try {
        gp::writeFilesAtomically(files, a.flag("force"));
    } catch (const gp::Error& e) {
        if (e.code() == gp::ErrorCode::FileExists)
            throw existsAlready(e.subject());
        throw;
    }
}

void refuseExisting(const std::string& path, const Arguments& a)
{
    if (!a.flag("force") && !gp::existingFiles({{path, {}}}).empty())
        throw existsAlready(path);
}

const char* durationNote()
{
    return kDurationNote;
}

} // namespace gpcli
