#include "inference/ServingLoad.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

constexpr double kZ90 = 1.2815515655446004; // the standard normal's 90th percentile
constexpr double kMaxUtilization = 0.98;    // of the prefill queue, beyond which the closed form is not defined

// The p-th quantile of an M/D/1 queue's wait taken as: none with probability 1 - rho, else exponential with the
// mean that makes the whole the Pollaczek-Khinchine mean rho s / (2 (1 - rho)).
double waitQuantile(double rho, double service, double p)
{
    if (rho <= 0.0 || rho <= 1.0 - p)
        return 0.0;
    const double meanIfWaiting = service / (2.0 * (1.0 - rho));
    return meanIfWaiting * std::log(rho / (1.0 - p));
}

// One pass at a given arrival rate of the other requests' prefills (lambdaOthers) and batch.
ServingLatency solve(const ServingShape& s, const ServingConstants& k, double batch, double lambda,
                     double lambdaOthers, double prompt, double output)
{
    ServingLatency out;
    out.concurrency = batch;
    out.prefillSeconds = prefillSeconds(s, k, prompt);
    out.decodeStepSeconds = decodeStepSeconds(s, k, std::max(1.0, batch), prompt + output / 2.0);
    const double chunks = std::max(1.0, std::ceil(prompt / k.chunkTokens));
    // The share of the replica's time spent on others' prefills: the decode steps run in the rest.
    const double busy = std::min(kMaxUtilization, lambdaOthers * out.prefillSeconds);
    out.tpotMean = out.decodeStepSeconds / (1.0 - busy);
    // Per request, the others' prefills landing in its decode are Poisson: their count's median and 90th.
    const double decodeTime = (output - 1.0) * out.tpotMean;
    const double landing = lambdaOthers * decodeTime;
    const double perPrefill = output > 1.0 ? out.prefillSeconds / (output - 1.0) : 0.0;
    out.tpotP50 = out.decodeStepSeconds + std::floor(landing + 1.0 / 3.0) * perPrefill;
    out.tpotP90 = out.decodeStepSeconds + std::max(0.0, landing + kZ90 * std::sqrt(landing)) * perPrefill;
    out.tpotP50 = std::max(out.tpotP50, out.decodeStepSeconds);
    // Its own prefill: the work, each chunk on a decode step of the batch; before it, the prefills queued.
    const double own = out.prefillSeconds + chunks * (batch > 1.0 ? out.decodeStepSeconds : 0.0);
    const double rho = std::min(kMaxUtilization, lambdaOthers * own);
    out.ttftMean = own + rho * own / (2.0 * (1.0 - rho));
    out.ttftP50 = own + waitQuantile(rho, own, 0.5);
    out.ttftP90 = own + waitQuantile(rho, own, 0.9);
    out.requestsPerSecond = lambda;
    out.outputTokensPerSecond = lambda * output;
    return out;
}

} // namespace

ServingLatency latencyAtConcurrency(const ServingShape& s, const ServingConstants& k, double concurrency,
                                    double promptTokens, double outputTokens)
{
    const double c = std::max(1.0, concurrency);
    // A closed loop: each of the c requests starts again when it ends, so lambda = c / (TTFT + (O - 1) TPOT),
    // which the latencies depend on: a fixed point, reached in a few passes from the unloaded latencies.
    double lambda = 0;
    ServingLatency out;
    for (int pass = 0; pass < 50; ++pass) {
        out = solve(s, k, c, lambda, lambda * (c - 1.0) / c, promptTokens, outputTokens);
        const double cycle = out.ttftMean + (outputTokens - 1.0) * out.tpotMean;
        const double next = c / std::max(cycle, 1e-12);
        if (std::abs(next - lambda) <= 1e-9 * next)
            break;
        lambda = pass == 0 ? next : 0.5 * (lambda + next);
    }
    out.requestsPerSecond = lambda;
    out.outputTokensPerSecond = lambda * outputTokens;
    return out;
}

ServingLatency latencyAtRate(const ServingShape& s, const ServingConstants& k, double rate, double batchCap,
                             double promptTokens, double outputTokens, bool* saturated)
{
    const double cap = std::max(1.0, batchCap);
    const ServingLatency full = latencyAtConcurrency(s, k, cap, promptTokens, outputTokens);
    if (saturated)
        *saturated = rate >= full.requestsPerSecond;
    if (rate >= full.requestsPerSecond)
        return full;
    // Little's law: in flight = rate x (TTFT + (O - 1) TPOT), at the latencies of that many in flight.
    double c = 1;
    ServingLatency out;
    for (int pass = 0; pass < 50; ++pass) {
        out = solve(s, k, c, rate, rate, promptTokens, outputTokens);
        const double next = std::clamp(rate * (out.ttftMean + (outputTokens - 1.0) * out.tpotMean), 1.0, cap);
        if (std::abs(next - c) <= 1e-9 * next)
            break;
        c = 0.5 * (c + next);
    }
    out.concurrency = c;
    return out;
}

} // namespace gp
