#pragma once

#include "inference/ServingStep.h"

namespace gp {

// Latency under load (docs/model.md section 21, "Under load"): continuous batching with chunked prefill, in
// closed form. Prefills queue in front of the prompt's own (an M/D/1 queue of prefills) and each prefill chunk
// rides on a decode step of the running batch, which it slows; TPOT is (E2E - TTFT) / (output - 1).
struct ServingLatency {
    double concurrency = 0;         // requests in flight
    double requestsPerSecond = 0;   // completed a second
    double outputTokensPerSecond = 0;
    double prefillSeconds = 0;      // a prompt's prefill alone
    double decodeStepSeconds = 0;   // a decode step of the batch, no prefill in it
    double ttftMean = 0, ttftP50 = 0, ttftP90 = 0;
    double tpotMean = 0, tpotP50 = 0, tpotP90 = 0;
};

// At a fixed count of requests in flight (as benchmarks fix it, and as a replica runs with its batch full).
ServingLatency latencyAtConcurrency(const ServingShape& s, const ServingConstants& k, double concurrency,
                                    double promptTokens, double outputTokens);
// At Poisson arrivals of 'rate' requests a second on one replica: its concurrency by Little's law, at most the
// batch cap; a rate the replica cannot serve within the cap answers with the cap's latency and saturated true.
ServingLatency latencyAtRate(const ServingShape& s, const ServingConstants& k, double rate, double batchCap,
                             double promptTokens, double outputTokens, bool* saturated = nullptr);

} // namespace gp
