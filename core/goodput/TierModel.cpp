#include "goodput/TierModel.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// 1 - e^-x (1 + x), accurate for small x.
double g1(double x)
{
    if (x < 1e-4)
        return x * x * (0.5 - x / 3.0);
    return -std::expm1(-x) - x * std::exp(-x);
}

// E[y; y < l] and E[min(y, a); y < l] for y exponential at the rate L.
struct Integrals {
    double L;
    double J(double l) const { return g1(L * l) / L; }
    double Jmin(double a, double l) const
    {
        if (l <= a)
            return J(l);
        return J(a) + a * std::exp(-L * a) * -std::expm1(-L * (l - a));
    }
};

// A linear function of the unknown v of the stationary equations.
struct Affine {
    double a = 0, b = 0;
    Affine operator*(double f) const { return {a * f, b * f}; }
    Affine operator+(const Affine& o) const { return {a + o.a, b + o.b}; }
    double at(double v) const { return a + b * v; }
};

} // namespace

TierRun tierRun(const TierShape& s)
{
    const double L = s.rate;
    const int m = std::max(1, s.every);
    const double ln = s.fastInterval + s.fastSave; // a segment
    const double lp = ln + s.persistentSave;       // the segment that ends with a persistent save
    const double C = m * ln + s.persistentSave;
    const double oneMinusQ = -std::expm1(-L * C);
    const double sigma = std::clamp(s.fast, 0.0, 1.0);
    const double nu = std::max(0.0, 1.0 - s.kept - sigma);
    const auto length = [&](int p) { return p == m - 1 ? lp : ln; };
    const auto survive = [&](int p) { return std::exp(-L * length(p)); };
    const auto hit = [&](int p) { return std::min(-std::expm1(-L * length(p)), 1.0 - 1e-15); };

    // The stationary distribution pi of the state a run starts in, through D_p = (1 - q) V_p, V_p the expected
    // entries into position p per run (docs/model.md section 20):
    //   pi_0 (1 - sigma h_0) = sigma h_0 v / (1 - q) + 1 - sigma,   D_0 = v + (1 - q) pi_0,
    //   pi_p (1 - sigma h_p) = sigma h_p e_(p-1) D_(p-1) / (1 - q),  D_p = e_(p-1) D_(p-1) + (1 - q) pi_p,
    // and v = q G = e_(m-1) D_(m-1). Everything is linear in v: carried forward as a + b v, then solved.
    const auto pi0 = [&] {
        const double h = hit(0);
        const double d = 1.0 - sigma * h;
        return Affine{(1.0 - sigma) / d, sigma * h / oneMinusQ / d};
    }();
    Affine D = Affine{0.0, 1.0} + pi0 * oneMinusQ;
    Affine total = pi0; // the sum of pi
    for (int p = 1; p < m; ++p) {
        const double h = hit(p);
        const Affine carried = D * survive(p - 1);
        const Affine pi = carried * (sigma * h / oneMinusQ / (1.0 - sigma * h));
        total = total + pi;
        D = carried + pi * oneMinusQ;
    }
    // Two equations fix v: the sum of pi, and the wrap-around v = e_(m-1) D_(m-1). The first leaves v free when
    // no interruption resumes from the fast tier (sigma = 0), the second when every one does (sigma = 1).
    const double eLast = survive(m - 1);
    const double wrap = 1.0 - eLast * D.b;
    const double v = (sigma <= 0.5 && wrap > 0.0) || !(total.b > 0.0) ? eLast * D.a / wrap
                                                                       : (1.0 - total.a) / total.b;

    // Pass 2: the visits and what each brings.
    const Integrals I{L};
    const double tf = s.fastInterval;
    const double normalJ = I.J(ln), normalJminWork = I.Jmin(tf, ln);
    double completed = 0, struckAt = 0, sumJ = 0, sumWork = 0, sumFastPart = 0, lastV = 0;
    double dv = v + pi0.at(v) * oneMinusQ;
    for (int p = 0; p < m; ++p) {
        if (p > 0) {
            const double h = hit(p);
            const double carried = dv * survive(p - 1);
            const double pi = carried * sigma * h / oneMinusQ / (1.0 - sigma * h);
            dv = carried + pi * oneMinusQ;
        }
        const double V = dv / oneMinusQ;
        const double l = length(p);
        completed += V * survive(p);
        struckAt += V * hit(p) * p;
        if (p == m - 1) {
            lastV = V;
            sumJ += V * I.J(l);
            sumWork += V * I.Jmin(tf, l);
            sumFastPart += V * (I.Jmin(ln, l) - I.Jmin(tf, l));
        } else {
            sumJ += V * normalJ;
            sumWork += V * normalJminWork;
            sumFastPart += V * (normalJ - normalJminWork);
        }
    }
    const double persistentDone = lastV * survive(m - 1);
    const double inFlight = persistentDone * -std::expm1(-L * s.upload);
    const double rolledSegments = struckAt + inFlight * m;
    const double kept = s.kept;
    TierRun r;
    r.productive = tf * completed + kept * sumWork - nu * tf * rolledSegments;
    r.fastSaves = s.fastSave * completed + kept * sumFastPart - nu * s.fastSave * rolledSegments;
    r.persistentSaves = s.persistentSave * persistentDone + kept * lastV * (I.J(lp) - I.Jmin(ln, lp)) -
                        nu * s.persistentSave * inFlight;
    r.fastLost = sigma * sumJ;
    r.persistentLost = nu * (sumJ + ln * rolledSegments + s.persistentSave * inFlight);
    r.fastRestores = sigma;
    return r;
}

TierWalk walkTiers(const TierShape& s, int start, double x)
{
    const int m = std::max(1, s.every);
    const double ln = s.fastInterval + s.fastSave;
    const double C = m * ln + s.persistentSave;
    TierWalk w;
    // Within one stretch from state j to the next persistent save's end: at most m - j segments.
    const auto within = [&](int j, double t) {
        const auto k = static_cast<std::int64_t>(std::floor(t / ln));
        if (k >= m - j) {
            w.segments += m - j - 1;
            w.position = m - 1;
            w.offset = std::max(0.0, t - (m - j - 1) * ln);
        } else {
            w.segments += k;
            w.position = j + static_cast<int>(k);
            w.offset = std::max(0.0, t - static_cast<double>(k) * ln);
        }
    };
    const double first = (m - start) * ln + s.persistentSave;
    if (x < first) {
        within(start, x);
        return w;
    }
    const double rest = x - first;
    const double cycles = std::floor(rest / C);
    const double left = std::clamp(rest - cycles * C, 0.0, std::nextafter(C, 0.0));
    const auto n = static_cast<std::int64_t>(cycles);
    w.segments = (m - start) + n * m;
    w.persistent = 1 + n;
    w.sincePersistent = left;
    within(0, left);
    return w;
}

} // namespace gp
