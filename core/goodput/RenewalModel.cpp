#include "goodput/RenewalModel.h"

#include "goodput/SparePool.h"
#include "goodput/TierModel.h"
#include "goodput/VectorState.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace gp {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMaxExponent = 600.0; // e^600 is finite; a recovery that long never ends within any window
constexpr double kGridCycles = 100.0;  // beyond this many mean cycles the solution is extended at the long-run rate

// e^x and e^x - 1 for the model's arguments, which are never positive beyond kMaxExponent: far below zero they are
// 0 and -1 outright, without the slow path libm takes near underflow, and no result is subnormal.
inline double expOf(double x)
{
    return x < -700.0 ? 0.0 : std::exp(x);
}
inline double expm1Of(double x)
{
    return x < -40.0 ? -1.0 : std::expm1(x);
}

// The buckets one expectation carries.
struct Buckets {
    double productive = 0, saves = 0, lost = 0, reschedule = 0, resume = 0, interruptions = 0, losing = 0,
           strikes = 0;
    double shrunk = 0, straggler = 0; // the pauses a shrunk run and a slow one are worth (docs/model.md section 25)

    Buckets& operator+=(const Buckets& o)
    {
        productive += o.productive;
        saves += o.saves;
        lost += o.lost;
        reschedule += o.reschedule;
        resume += o.resume;
        interruptions += o.interruptions;
        losing += o.losing;
        strikes += o.strikes;
        shrunk += o.shrunk;
        straggler += o.straggler;
        return *this;
    }
    Buckets operator*(double f) const
    {
        return {productive * f, saves * f,         lost * f,   reschedule * f, resume * f,
                interruptions * f, losing * f, strikes * f, shrunk * f, straggler * f};
    }
    Buckets operator-(const Buckets& o) const { return *this + o * -1.0; }
    Buckets operator+(const Buckets& o) const
    {
        Buckets b = *this;
        return b += o;
    }
};

// 1 - e^-x (1 + x), accurate for small x.
double g1(double x)
{
    if (x < 1e-4)
        return x * x * (0.5 - x / 3.0);
    return -expm1Of(-x) - x * expOf(-x);
}

// x - (1 - e^-x), accurate for small x.
double phi2(double x)
{
    if (x < 1e-4)
        return x * x * (0.5 - x / 6.0);
    return x + expm1Of(-x);
}

// The phases of a recovery, in order: the emergency save, the pauses a slow run and a shrunk one are worth (which
// no interruption strikes: they stand for running time), then the attempts of reschedule and resume.
enum PhaseIndex { kEmergency, kSlow, kShrunk, kReschedule, kResume, kPhases };

// The handling of one kind of interruption: its share of all interruptions and the expected length of each phase.
struct Kind {
    double share = 0;
    double emergency = 0; // emergency save on SIGTERM
    double slow = 0;      // a straggler's slow period, as the pause it is worth
    double shrunk = 0;    // an elastic shrink's lower throughput and regrow, as the pause they are worth
    double reschedule = 0;
    double resume = 0;
    double strikes = 0;   // interruptions that strike during the emergency save and the recovery
    double duration = 0;  // the sum of the phases
    double prefix() const { return emergency + slow + shrunk; } // where the attempts start
    // e^(Lambda x) at the ends of the phases, for e^(-Lambda (t - x)) = e^(-Lambda t) e^(Lambda x); 0 when too large.
    std::array<double, kPhases> growth{};
    std::array<double, kPhases> phi{}; // phi2(Lambda L) / Lambda of each phase
    double attempt = 0; // R = t_re + t_rm: one recovery attempt
    double firstReschedule = 0; // t_re
    bool saved = false;  // an emergency save on SIGTERM keeps the progress (unless struck)
    double keep = 1;     // a saved interruption's progress is kept: its emergency save completes (always when
                         //   the state is replicated in memory, which needs no save)
    bool fast = false;   // the fast tier outlives it: the restore reads the fast tier
    Buckets fullAttempt{0, 0, 0, 0, 0, 0, 0, -1}; // attempt() of a whole attempt, once known
};

class Solver {
public:
    explicit Solver(const ModelParameters& p) : p_(p) {}

    WindowExpectation run();
    // After run(): one run's buckets (from a restart to the next interruption) and one recovery's, in the long
    // run, for expectWindow(). A recovery longer than cap (the window) counts for cap of it.
    Buckets runPerCycle() const { return longRun() - recoveriesPerCycle(kInf); }
    Buckets recoveriesPerCycle(double cap) const;
    // The same with the fast tier, its kinds built at the pool shortfall the single tier found: the run's buckets
    // with their split by tier.
    Buckets tieredRun(double shortfall, TierRun& split);
    double meanCycle() const { return cycleLength(); }

private:
    void setup();
    void buildKinds(double shortfall);
    // What a request that finds the pool empty adds on average, strikes included: rescheduling hours, the pause
    // a shrink is worth instead (docs/model.md section 25), and hours of recovery in all.
    struct EmptyPool {
        double reschedule = 0, shrunk = 0, recovery = 0;
    };
    EmptyPool emptyPool() const;
    // The error the pool's simulated share leaves in the goodput it moves (docs/model.md section 5).
    double spareGoodputError(const SparePoolEstimate& pool, const EmptyPool& empty, const Buckets& total,
                             double available, double shortfall);
    // The mean length of one run-and-recover cycle, hours.
    double cycleLength() const;
    // The stretch that starts at a checkpoint with t left, until it ends; eT = e^(-Lambda t).
    Buckets stretch(double t, double eT) const;
    // The emergency saves and (without failures during recovery) the recoveries it leads to, cut at the window end.
    Buckets recoveries(double t, double eT) const;
    Buckets longRun() const;             // expected buckets per cycle
    // What the grid over the first span hours of the window is sized by (RenewalGrid.h).
    GridScales gridScales(double span, double available, double meanCycle) const;
    Buckets solve(double available) const; // the renewal equation over the window
    Buckets attempt(const Kind& k, double s) const;
    double cutIntegral(double offset, double length, double growthAtEnd, double phi, double t, double eT) const;
    double J(double u) const { return g1(rate_ * u) / rate_; }
    double Jmin(double u, double Ju) const; // integral of Lambda e^(-Lambda y) min(y, tau) over [0, u]; Ju = J(u)
    // Per-window constants of stretch().
    struct {
        double q = 0, expm1Cycle = 0, Jc = 0, JminC = 0, Jtau = 0, eTau = 0;
        double uploadHit = 0; // 1 - e^(-Lambda u): an interruption within u of a save's end
    } pre_;

    const ModelParameters& p_;
    double rate_ = 0;   // Lambda
    double tau_ = 0, delta_ = 0, cycle_ = 0;
    double upload_ = 0;    // the part of an asynchronous save that runs behind the training
    double emergency_ = 0; // an emergency save on SIGTERM: the whole save, its upload included
    double keep_ = 1;   // a saved interruption's emergency save completes
    double keepShare_ = 0; // share of interruptions whose progress is kept
    // A recovery's expected phases, without its share; resume: t_rm of the tier the restore reads.
    Kind phases(double reschedule, bool saved, double resume, double slow = 0, double shrunk = 0,
                bool replicated = false) const;
    bool tiered_ = false; // kinds the fast tier outlives resume from it
    std::vector<Kind> kinds_;
    mutable std::vector<Buckets> qKnown2_; // per step of solve(): Q_k,i = qKnown2_ + coupling_ S_i
    mutable std::vector<double> coupling_;
};

void Solver::buildKinds(double shortfall)
{
    kinds_.clear();
    const double L = rate_;
    keep_ = p_.duringRecovery ? expOf(-std::min(L * emergency_, kMaxExponent)) : 1.0;
    keepShare_ = 0;
    auto add = [&](double share, double reschedule, double shrunk, bool saved, bool fast, double resume,
                   const ClassParameters& c) {
        if (!(share > 0.0))
            return;
        Kind k = phases(reschedule, saved, resume, c.slow, shrunk, c.replicated);
        k.share = share;
        k.saved = saved;
        k.fast = fast;
        const std::array<double, kPhases> lengths{k.emergency, k.slow, k.shrunk, k.reschedule, k.resume};
        double end = 0;
        for (std::size_t i = 0; i < kPhases; ++i) {
            end += lengths[i];
            k.growth[i] = L * end < kMaxExponent ? expOf(L * end) : 0.0;
            k.phi[i] = phi2(L * lengths[i]) / L;
        }
        k.fullAttempt = attempt(k, k.attempt);
        kinds_.push_back(k);
        if (saved)
            keepShare_ += share * k.keep;
    };
    for (std::size_t id = 0; id < p_.classes.size(); ++id) {
        const ClassParameters& c = p_.classes[id];
        const double share = p_.nodes * c.rate / L;
        const bool fast = tiered_ && p_.fast.survives[id];
        const double resume = c.inJob ? c.restart : fast ? p_.fast.resume : p_.resume;
        if (c.spareServed && p_.spares > 0) {
            // A free spare joins: no wait and no shrink, which only stands in for the wait (docs/model.md
            // section 25).
            add(share * (1.0 - shortfall), p_.spareSwap, 0.0, c.saved, fast, resume, c);
            add(share * shortfall, c.reschedule, c.shrunk, c.saved, fast, resume, c);
        } else {
            add(share, c.reschedule, c.shrunk, c.saved, fast, resume, c);
        }
    }
}

// The expected phases of one recovery: its emergency save when saved on SIGTERM, then the reschedule and the resume,
// and the interruptions that strike them.
Kind Solver::phases(double reschedule, bool saved, double resume, double slow, double shrunk, bool replicated) const
{
    const double L = rate_;
    const double r = reschedule;
    const double m = resume;
    const bool strikes = p_.duringRecovery;
    Kind k;
    if (saved && !replicated) { // a replicated state needs no emergency save: it is kept at once
        k.emergency = strikes ? -expm1Of(-L * emergency_) / L : emergency_;
        k.keep = keep_;
        k.strikes += 1.0 - keep_;
    }
    if (strikes) {
        // Each strike restarts the recovery: attempts are geometric with success e^(-Lambda (r + m)).
        const double er = std::min(L * r, kMaxExponent);
        const double em = std::min(L * m, kMaxExponent);
        k.reschedule = expOf(em) * expm1Of(er) / L;
        k.resume = expm1Of(em) / L;
        k.strikes += expm1Of(std::min(er + em, kMaxExponent));
    } else {
        k.reschedule = r;
        k.resume = m;
    }
    k.slow = slow;
    k.shrunk = shrunk;
    k.duration = k.emergency + slow + shrunk + k.reschedule + k.resume;
    k.attempt = r + m;
    k.firstReschedule = r;
    return k;
}

double Solver::cycleLength() const
{
    double c = 1.0 / rate_;
    for (const Kind& k : kinds_)
        c += k.share * k.duration;
    return c;
}

Buckets Solver::recoveriesPerCycle(double cap) const
{
    Buckets b;
    for (const Kind& k : kinds_) {
        Buckets r;
        r.saves = k.emergency;
        r.straggler = k.slow;
        r.shrunk = k.shrunk;
        r.reschedule = k.reschedule;
        r.resume = k.resume;
        r.strikes = k.strikes;
        const double scale = k.duration > cap ? cap / k.duration : 1.0;
        b += r * (k.share * scale);
    }
    return b;
}

double Solver::Jmin(double u, double Ju) const
{
    if (u <= tau_)
        return Ju;
    return pre_.Jtau + tau_ * pre_.eTau * -expm1Of(-rate_ * (u - tau_));
}

Buckets Solver::stretch(double t, double eT) const
{
    const double L = rate_;
    const double c = cycle_;
    const double K = std::floor(t / c);
    const double s = std::max(0.0, t - K * c);
    const double qK = expOf(-L * c * K);
    // sum_{i<K} q^i with q = e^(-Lambda c)
    const double geometric = K > 0 ? expm1Of(-L * c * K) / pre_.expm1Cycle : 0.0;
    const double segments = pre_.q * geometric - K * eT;                 // E[whole segments; X < t]
    const double Js = J(s);
    const double part = geometric * pre_.Jc + qK * Js;                  // E[X mod c; X < t]
    const double partWork = geometric * pre_.JminC + qK * Jmin(s, Js);  // E[min(X mod c, tau); X < t]
    const double interrupted = 1.0 - eT;                                // P(X < t)
    Buckets b;
    b.productive = tau_ * segments + keepShare_ * partWork + eT * (K * tau_ + std::min(s, tau_));
    b.saves = delta_ * segments + keepShare_ * (part - partWork) + eT * (K * delta_ + std::max(0.0, s - tau_));
    b.lost = (1.0 - keepShare_) * part;
    b.interruptions = interrupted;
    b.losing = (1.0 - keepShare_) * interrupted;
    if (upload_ > 0.0 && K >= 1) {
        // An interruption within u of a save's end, while that save still uploads, goes back to the save before:
        // the last whole segment is lost too. P(X in [kc, kc + u) for some k >= 1; X < t).
        const double inFlight = (geometric - 1.0) * pre_.uploadHit + qK * -expm1Of(-L * std::min(s, upload_));
        const double f = (1.0 - keepShare_) * inFlight;
        b.productive -= tau_ * f;
        b.saves -= delta_ * f;
        b.lost += c * f;
    }
    return b;
}

// The integral over the remaining time s in [0, t] of Lambda e^(-Lambda (t - s)) times the time spent in a phase
// [offset, offset + length] of a recovery cut at s. growthAtEnd is e^(Lambda (offset + length)) or 0, phi is
// phi2(Lambda length) / Lambda.
double Solver::cutIntegral(double offset, double length, double growthAtEnd, double phi, double t, double eT) const
{
    if (!(length > 0.0) || t <= offset)
        return 0.0;
    const double end = offset + length;
    if (t >= end) {
        const double e = growthAtEnd > 0.0 ? eT * growthAtEnd : expOf(-rate_ * (t - end)); // e^(-Lambda (t - end))
        return e * phi + length * (1.0 - e);
    }
    return phi2(rate_ * (t - offset)) / rate_;
}

Buckets Solver::recoveries(double t, double eT) const
{
    Buckets b;
    for (const Kind& k : kinds_) {
        Buckets r;
        // One pass through the phases; with failures during recovery the attempts of reschedule and resume are
        // solved in solve(), and interruptions strike the emergency save at the rate Lambda.
        const std::array<double, kPhases> lengths{k.emergency, k.slow, k.shrunk, k.reschedule, k.resume};
        const std::size_t last = p_.duringRecovery ? kShrunk : kResume;
        std::array<double, kPhases> hours{};
        double offset = 0;
        for (std::size_t i = 0; i <= last; ++i) {
            hours[i] = cutIntegral(offset, lengths[i], k.growth[i], k.phi[i], t, eT);
            offset += lengths[i];
        }
        r.saves = hours[kEmergency];
        r.straggler = hours[kSlow];
        r.shrunk = hours[kShrunk];
        r.reschedule = hours[kReschedule];
        r.resume = hours[kResume];
        if (p_.duringRecovery)
            r.strikes = rate_ * r.saves;
        b += r * k.share;
    }
    return b;
}

Buckets Solver::longRun() const
{
    const double L = rate_;
    const double c = cycle_;
    const double perGap = 1.0 / -expm1Of(-L * c); // 1 / (1 - q)
    const double segments = 1.0 / expm1Of(std::min(L * c, kMaxExponent)); // q / (1 - q)
    Buckets b;
    b.productive = tau_ * segments + keepShare_ * pre_.JminC * perGap;
    b.saves = delta_ * segments + keepShare_ * (pre_.Jc - pre_.JminC) * perGap;
    b.lost = (1.0 - keepShare_) * pre_.Jc * perGap;
    b.interruptions = 1.0;
    b.losing = 1.0 - keepShare_;
    if (upload_ > 0.0) {
        const double f = (1.0 - keepShare_) * pre_.uploadHit * segments; // sum over k >= 1 of P(X in [kc, kc + u))
        b.productive -= tau_ * f;
        b.saves -= delta_ * f;
        b.lost += c * f;
    }
    return b + recoveriesPerCycle(kInf);
}

GridScales Solver::gridScales(double span, double available, double meanCycle) const
{
    // The scheduled time from below: the long run's share outside rescheduling, or the first run, which nothing
    // reschedules, when that is longer (a window that rescheduling fills once the first interruption strikes).
    double rescheduling = 0;
    for (const Kind& k : kinds_)
        rescheduling += k.share * k.reschedule;
    const double share = std::clamp(rescheduling / meanCycle, 0.0, 1.0);
    GridScales s;
    s.rate = rate_;
    s.span = span;
    s.window = p_.window;
    s.scheduled = std::max(available * (1.0 - (std::isfinite(share) ? share : 0.0)),
                           -expm1Of(-rate_ * available) / rate_);
    // Of the time the long run would spend working without interruptions (tau of each cycle tau + delta), the
    // share interruptions take: lost work, emergency saves and recoveries.
    s.unproductive = 1.0 - longRun().productive / meanCycle * (cycle_ / tau_);
    s.interval = tau_;
    s.save = delta_;
    return s;
}

// Exponential-kernel convolution on the grid: Z(t) = integral over [0, t] of Lambda e^(-Lambda x) F(t - x) dx for
// a piecewise-linear F, stepped as Z_i = decay Z_(i-1) + a0 F_i + a1 (F_(i-1) - F_i).
struct Kernel {
    double decay = 1, a0 = 0, a1 = 0;
    Kernel(double rate, double h) : decay(expOf(-rate * h)), a0(-expm1Of(-rate * h)), a1(g1(rate * h) / (rate * h))
    {
    }
    double self() const { return a0 - a1; } // the weight of F_i in Z_i
};

// A grid function read between its points: F at u, linearly interpolated; 'current' stands for F at step i, the
// step being solved.
struct Grid {
    const std::vector<Buckets>& values;
    double h;
    int i;
    // F(u) = known + weight * current
    Buckets at(double u, const Buckets& current, double& weight) const
    {
        weight = 0.0;
        if (u <= 0.0)
            return {};
        const double pos = u / h;
        const int j = std::min(static_cast<int>(pos), i - 1);
        const double w = pos - j;
        const auto jj = static_cast<std::size_t>(j);
        if (j + 1 < i)
            return values[jj] * (1.0 - w) + values[jj + 1] * w;
        weight = w;
        return values[jj] * (1.0 - w) + current * w;
    }
};

// One recovery attempt of kind k with s left: its time in reschedule and resume, and the strike that ends it if
// one comes before min(s, R).
Buckets Solver::attempt(const Kind& k, double s) const
{
    if (s >= k.attempt && k.fullAttempt.strikes >= 0.0)
        return k.fullAttempt;
    const double c = std::min(s, k.attempt);
    const double cr = std::min(s, k.firstReschedule);
    Buckets b;
    b.reschedule = -expm1Of(-rate_ * cr) / rate_;
    b.resume = std::max(0.0, -expm1Of(-rate_ * c) / rate_ - b.reschedule);
    b.strikes = -expm1Of(-rate_ * c);
    return b;
}

Buckets Solver::solve(double available) const
{
    // The renewal equation over the window's remaining time t. Without failures during recovery:
    //   S(t) = stretch(t) + recoveries(t) + sum_k share_k Y(t - lag_k),
    // Y(u) = integral of Lambda e^(-Lambda x) S(u - x) dx: the next stretch after an interruption at x. With them,
    // each recovery is a run of attempts, Q_k(s) the buckets from starting one with s left:
    //   S(t)   = stretch(t) + recoveries(t) + sum_k share_k Yq_k(t - emergency_k),
    //   Q_k(s) = attempt_k(s) + Yq_k(s) - e^(-Lambda R) Yq_k(s - R) + e^(-Lambda R) S(s - R),
    // Yq_k the same convolution of Q_k: an attempt struck at y < R starts again from s - y; one that completes
    // leads to the next stretch. Solved on a grid over the first span of [0, W0], its step sized by the error
    // the goodput figures allow (RenewalGrid.h), and extended at the long-run rate beyond.
    // The extension at the long-run rate holds once the transient is over: after many cycles and well beyond the
    // longest recovery (a rare kind of interruption may take far longer than a cycle to recover from).
    const double meanCycle = cycleLength();
    double longest = 0.0;
    for (const Kind& k : kinds_)
        longest = std::max(longest, k.duration);
    const double span = std::min(available, std::max(kGridCycles * meanCycle, 10.0 * longest));
    const int steps = renewalSteps(gridScales(span, available, meanCycle), renewalGrid());
    const double h = span / steps;
    const Kernel kernel(rate_, h);
    const double cy = kernel.self();
    const auto n = static_cast<std::size_t>(steps) + 1;
    const bool attempts = p_.duringRecovery;
    // The grid's storage is kept per thread: curves evaluate the model hundreds of times in a row.
    thread_local std::vector<Buckets> S, Y;
    thread_local std::vector<std::vector<Buckets>> Q, Yq;
    // Every step writes its values before a later one reads them: only the values at t = 0 need clearing.
    const auto fresh = [n](std::vector<Buckets>& v) {
        v.resize(n);
        v[0] = Buckets{};
    };
    fresh(S);
    if (!attempts)
        fresh(Y);
    Q.resize(attempts ? kinds_.size() : 0);
    Yq.resize(Q.size());
    for (std::size_t k = 0; k < Q.size(); ++k) {
        fresh(Q[k]);
        fresh(Yq[k]);
    }
    std::vector<double> completes(kinds_.size());
    for (std::size_t k = 0; k < kinds_.size(); ++k)
        completes[k] = expOf(-std::min(rate_ * kinds_[k].attempt, kMaxExponent));
    std::vector<Buckets> qKnown(Q.size());
    qKnown2_.assign(Q.size(), Buckets{});
    coupling_.assign(Q.size(), 0.0);
    for (int i = 1; i <= steps; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const double t = i * h;
        const double eT = expOf(-rate_ * t);
        const Buckets own = stretch(t, eT) + recoveries(t, eT);
        const Grid sGrid{S, h, i};
        if (!attempts) {
            // Y_i = yKnown + cy S_i
            const Buckets yKnown = Y[at - 1] * kernel.decay + S[at - 1] * kernel.a1;
            const Grid yGrid{Y, h, i};
            Buckets b = own;
            double implicit = 0.0;
            for (const Kind& k : kinds_) {
                double w = 0;
                b += yGrid.at(t - k.duration, yKnown, w) * k.share;
                implicit += k.share * w * cy;
            }
            S[at] = b * (1.0 / (1.0 - implicit));
            Y[at] = yKnown + S[at] * cy;
            continue;
        }
        // With attempts, S_i and the Q_k,i depend on each other where a lag is shorter than a step. Everything
        // is linear: Yq_k,i = qKnown_k + cy Q_k,i, S_i = bS + sum_k a_k Q_k,i, Q_k,i = c_k + d_k S_i; solved at once.
        const Buckets zero;
        Buckets bS = own;
        double denominator = 1.0;
        for (std::size_t k = 0; k < Q.size(); ++k) {
            const Kind& kind = kinds_[k];
            qKnown[k] = Yq[k][at - 1] * kernel.decay + Q[k][at - 1] * kernel.a1;
            const Grid qGrid{Yq[k], h, i};
            double wS = 0, wq = 0, ws = 0;
            // The known parts of Yq_k(t - e), Yq_k(t - R) and S(t - R); the weights come back from at().
            Buckets enter = qGrid.at(t - kind.prefix(), zero, wS);
            enter += qKnown[k] * wS;
            const double a = kind.share * wS * cy;
            bS += enter * kind.share;
            const double e = completes[k];
            Buckets back = qGrid.at(t - kind.attempt, zero, wq);
            back += qKnown[k] * wq;
            const Buckets next = sGrid.at(t - kind.attempt, zero, ws);
            const double scale = 1.0 / (1.0 - cy + e * wq * cy);
            qKnown2_[k] = (attempt(kind, t) + qKnown[k] + (next - back) * e) * scale; // c_k
            coupling_[k] = e * ws * scale;                                            // d_k
            bS += qKnown2_[k] * a;
            denominator -= a * coupling_[k];
        }
        S[at] = bS * (1.0 / denominator);
        for (std::size_t k = 0; k < Q.size(); ++k)
            Q[k][at] = qKnown2_[k] + S[at] * coupling_[k];
        for (std::size_t k = 0; k < Q.size(); ++k)
            Yq[k][at] = qKnown[k] + Q[k][at] * cy;
    }
    Buckets total = S[n - 1];
    if (available > span)
        total += longRun() * ((available - span) / meanCycle);
    return total;
}

void Solver::setup()
{
    tau_ = p_.interval;
    delta_ = p_.save;
    upload_ = std::max(0.0, p_.upload);
    emergency_ = delta_ + upload_;
    cycle_ = tau_ + delta_;
    rate_ = p_.jobRate();
    if (rate_ > 0.0) {
        pre_.uploadHit = -expm1Of(-rate_ * upload_);
        pre_.q = expOf(-rate_ * cycle_);
        pre_.expm1Cycle = expm1Of(-rate_ * cycle_);
        pre_.Jc = J(cycle_);
        pre_.Jtau = J(tau_);
        pre_.eTau = expOf(-rate_ * tau_);
        pre_.JminC = Jmin(cycle_, pre_.Jc);
    }
}

Buckets Solver::tieredRun(double shortfall, TierRun& split)
{
    setup();
    tiered_ = true;
    buildKinds(shortfall);
    TierShape shape;
    shape.rate = rate_;
    shape.fastInterval = p_.fast.interval;
    shape.fastSave = p_.fast.save;
    shape.persistentSave = delta_;
    shape.upload = upload_;
    shape.every = p_.fast.every;
    for (const Kind& k : kinds_) {
        const double keep = k.saved ? k.keep : 0.0;
        shape.kept += k.share * keep;
        if (k.fast)
            shape.fast += k.share * (1.0 - keep);
    }
    split = tierRun(shape);
    Buckets b;
    b.productive = split.productive;
    b.saves = split.fastSaves + split.persistentSaves;
    b.lost = split.fastLost + split.persistentLost;
    b.interruptions = 1.0;
    b.losing = 1.0 - shape.kept;
    return b;
}

WindowExpectation Solver::run()
{
    WindowExpectation out;
    const double available = std::max(0.0, p_.window - p_.wait);
    setup();
    if (!(rate_ > 0.0) || !(available > 0.0)) {
        const double K = std::floor(available / cycle_);
        const double s = std::max(0.0, available - K * cycle_);
        out.productive = K * tau_ + std::min(s, tau_);
        out.saves = K * delta_ + std::max(0.0, s - tau_);
        out.cycle = kInf;
        out.spareShortfall = p_.spares > 0 ? 0.0 : 1.0;
        return out;
    }

    // The pool's shortfall comes from a simulation of the request process alone (docs/model.md section 5): the
    // pool empties and refills with the job's own recoveries, which no window average sees. The renewal solution
    // then mixes the swap and the reschedule (or shrink) kinds at that share.
    double shortfall = p_.spares > 0 ? 0.0 : 1.0;
    SparePoolEstimate pool;
    EmptyPool empty;
    if (p_.spares > 0) {
        empty = emptyPool();
        pool = simulateSparePool(p_, empty.reschedule + empty.shrunk);
        shortfall = pool.shortfall;
    }
    buildKinds(shortfall);
    const Buckets total = solve(available);
    const double spareError = spareGoodputError(pool, empty, total, available, shortfall);

    out.productive = total.productive;
    out.saves = total.saves;
    out.lost = total.lost;
    out.reschedule = total.reschedule;
    out.resume = total.resume;
    out.shrunk = total.shrunk;
    out.straggler = total.straggler;
    out.interruptions = total.interruptions + total.strikes;
    out.losing = total.losing;
    out.duringRecovery = total.strikes;
    out.spareShortfall = shortfall;
    out.spareShortfallError = pool.standardError;
    out.spareGoodputError = spareError;
    out.cycle = cycleLength();
    return out;
}

// The share's error in the goodput the pool moves: scheduling goodput when a request that finds the pool empty
// waits for a reschedule, runtime goodput when it shrinks instead. With n requests per window, a share higher by df
// adds n df rescheduling hours of Delta_re each, and takes back the share of the window spent rescheduling of the
// n df Delta_R longer recoveries (fewer requests come): dSG/df = n (Delta_re - (t_re / (W - t_wait)) Delta_R) / W.
// A shrink's Delta_sh hours add to each cycle's scheduled time and to none of its work: dRG/df = RG n Delta_sh / S,
// S the scheduled hours. The simulation stops on n (Delta_re + Delta_sh) / W, an upper bound where nothing else
// reschedules.
double Solver::spareGoodputError(const SparePoolEstimate& pool, const EmptyPool& empty, const Buckets& total,
                                 double available, double shortfall)
{
    if (!pool.settled)
        return pool.goodputError;
    const bool shrinks = empty.shrunk > 0.0;
    const auto scheduled = [&](const Buckets& b) {
        return std::min(available, b.productive + b.saves + b.lost + b.resume + b.shrunk + b.straggler);
    };
    const auto goodput = [&](const Buckets& b) {
        const double s = scheduled(b);
        return !shrinks ? s / p_.window : s > 0.0 ? (b.productive + b.straggler) / s : 0.0;
    };
    double sensitivity = 0;
    if (shrinks) {
        const double s = scheduled(total);
        sensitivity = s > 0.0 ? pool.requests * empty.shrunk * goodput(total) / s : 0.0;
    } else {
        const double rescheduling = std::clamp(total.reschedule / available, 0.0, 1.0);
        sensitivity = pool.requests * std::max(0.0, empty.reschedule - rescheduling * empty.recovery) / p_.window;
    }
    const double linear = std::min(pool.goodputError, pool.standardError * sensitivity);
    if (linear <= kSparePoolTarget)
        return linear;
    // Beyond the target the linear figure can be far off (a recovery that rarely completes): the goodput at the
    // share one standard error either side, solved.
    const auto at = [&](double share) {
        buildKinds(std::clamp(share, 0.0, 1.0));
        return goodput(solve(available));
    };
    const double error = 0.5 * std::abs(at(shortfall - pool.standardError) - at(shortfall + pool.standardError));
    buildKinds(shortfall);
    return error;
}

Solver::EmptyPool Solver::emptyPool() const
{
    EmptyPool e;
    double share = 0;
    for (const ClassParameters& c : p_.classes) {
        if (!c.spareServed || !(c.rate > 0.0))
            continue;
        const double s = p_.nodes * c.rate / rate_;
        const Kind without = phases(c.reschedule, c.saved, p_.resume, 0, c.shrunk, c.replicated);
        const Kind with = phases(p_.spareSwap, c.saved, p_.resume, 0, 0, c.replicated);
        share += s;
        e.reschedule += s * (without.reschedule - with.reschedule);
        e.shrunk += s * without.shrunk;
        e.recovery += s * (without.duration - with.duration);
    }
    if (share > 0.0) {
        e.reschedule /= share;
        e.shrunk /= share;
        e.recovery /= share;
    }
    return e;
}

// A window without interruptions, with a fast tier: the segments as they come.
WindowExpectation uninterruptedTiers(const ModelParameters& p)
{
    TierShape shape;
    shape.fastInterval = p.fast.interval;
    shape.fastSave = p.fast.save;
    shape.persistentSave = p.save;
    shape.every = p.fast.every;
    const TierWalk w = walkTiers(shape, 0, std::max(0.0, p.window - p.wait));
    WindowExpectation out;
    const double segments = static_cast<double>(w.segments);
    const double fastPart = std::clamp(w.offset - shape.fastInterval, 0.0, shape.fastSave);
    out.productive = segments * shape.fastInterval + std::min(w.offset, shape.fastInterval);
    out.fastSaves = segments * shape.fastSave + fastPart;
    out.saves = out.fastSaves + static_cast<double>(w.persistent) * shape.persistentSave +
                std::max(0.0, w.offset - shape.fastInterval - shape.fastSave);
    out.cycle = kInf;
    out.spareShortfall = p.spares > 0 ? 0.0 : 1.0;
    return out;
}

// The single tier's window, exact, changed by what the fast tier changes (docs/model.md section 20): each hour
// of running at the fast tier's long-run composition instead of the single tier's, each recovery by the tier
// it restores from, and the time a quicker restore frees spent in further cycles of the fast tier's plan.
WindowExpectation withFastTier(const ModelParameters& p)
{
    const double available = std::max(0.0, p.window - p.wait);
    const double rate = p.jobRate();
    if (!(rate > 0.0) || !(available > 0.0))
        return uninterruptedTiers(p);
    ModelParameters single = p;
    single.fast.on = false;
    Solver one(single);
    WindowExpectation out = one.run();
    const Buckets runOne = one.runPerCycle();
    const Buckets recOne = one.recoveriesPerCycle(available);
    Solver two(p);
    TierRun split;
    const Buckets runTwo = two.tieredRun(out.spareShortfall, split);
    const Buckets recTwo = two.recoveriesPerCycle(available);
    const auto length = [](const Buckets& b) { return b.saves + b.reschedule + b.resume + b.shrunk + b.straggler; };
    const double runs = std::max(0.0, out.interruptions - out.duringRecovery); // runs ended by an interruption
    const double runningOne = std::max(0.0, out.productive + out.saves + out.lost - runs * recOne.saves);
    const double cycleTwo = 1.0 / rate + length(recTwo);
    const double freed = -runs * (length(recTwo) - length(recOne));
    const double moreRuns = freed / cycleTwo;
    const double runningTwo = std::max(0.0, runningOne + moreRuns / rate);
    // The running hours, on a clock that stops during recoveries, hold interruptions at the rate Lambda whatever the
    // recoveries: their buckets are the fast tier's long-run ones per run, Lambda of them per hour. Near the
    // window's start and end, where a run is cut short, the single tier's departure from its own long run (exact
    // below) stands for the persistent tier's part of the fast tier's, in the share of losses that go back to it.
    const double persistentShare = split.fastRestores < runTwo.losing ? 1.0 - split.fastRestores / runTwo.losing : 0.0;
    Buckets transient;
    transient.productive = out.productive - runOne.productive * rate * runningOne;
    transient.saves = out.saves - runs * recOne.saves - runOne.saves * rate * runningOne;
    transient.lost = out.lost - runOne.lost * rate * runningOne;
    const Buckets running = runTwo * (rate * runningTwo) + transient * persistentShare -
                            Buckets{out.productive, out.saves - runs * recOne.saves, out.lost, 0, 0, 0, 0, 0} +
                            Buckets{0, 0, 0, 0, 0, 0, runTwo.losing * rate * runningTwo - out.losing, 0};
    const Buckets recovering = (recTwo - recOne) * runs + recTwo * moreRuns;
    const auto add = [](double& bucket, double change) { bucket = std::max(0.0, bucket + change); };
    add(out.productive, running.productive);
    add(out.saves, running.saves + recovering.saves);
    add(out.lost, running.lost);
    add(out.reschedule, recovering.reschedule);
    add(out.resume, recovering.resume);
    add(out.shrunk, recovering.shrunk);
    add(out.straggler, recovering.straggler);
    add(out.interruptions, moreRuns + recovering.strikes);
    add(out.losing, running.losing);
    add(out.duringRecovery, recovering.strikes);
    out.productive = std::min(out.productive, available);
    out.fastSaves = std::min(out.saves, split.fastSaves * rate * runningTwo);
    out.fastLost = std::min(out.lost, split.fastLost * rate * runningTwo);
    out.cycle = two.meanCycle();
    return out;
}

} // namespace

WindowExpectation expectWindow(const ModelParameters& p)
{
    clearUpperVectorState();
    if (p.fast.on)
        return withFastTier(p);
    return Solver(p).run();
}

} // namespace gp
