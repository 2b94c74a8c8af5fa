// The layers of each pipeline stage, even or uneven (docs/model.md section 23, "Uneven stages").
#include "performance/StepModel.h"

#include "performance/StepFields.h"
#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace gp {

int StageSplit::most() const
{
    return std::max({first, middle, last});
}

int StageSplit::inFlightLayers() const
{
    // Stage i (from 0) holds p - i micro-batches in flight; among the middle stages the earliest of each size.
    const int p = stages;
    int worst = p * first;
    if (p > 2) {
        worst = std::max(worst, (p - 1) * (fewer > 0 ? middle - 1 : middle));
        worst = std::max(worst, (p - 1 - fewer) * middle);
    }
    return std::max(worst, p > 1 ? last : 0);
}

bool StageSplit::divisibleBy(int v) const
{
    const bool middles = stages <= 2 || ((middle % v == 0) && (fewer == 0 || (middle - 1) % v == 0));
    return first % v == 0 && (stages < 2 || last % v == 0) && middles;
}

std::vector<int> StageSplit::layers() const
{
    std::vector<int> out{first};
    for (int i = 0; i + 2 < stages; ++i)
        out.push_back(i < fewer ? middle - 1 : middle);
    if (stages > 1)
        out.push_back(last);
    return out;
}

StageSplit stageSplit(double layers, int pipeline, int firstStageLayers, int lastStageLayers)
{
    checkDegree(pipeline, "pipeline");
    if (!(layers >= 1) || layers > 1e5 || layers != std::floor(layers))
        throw Error(ErrorCode::OutOfRange, "layers", "a whole number from 1 to 100000");
    const int L = static_cast<int>(layers), p = pipeline;
    if (p > L)
        throw Error(ErrorCode::OutOfRange, "pipeline",
                    "at most the " + stepNumber(layers) + " layers: " + std::to_string(p) +
                        " stages would leave a stage with no layer; any degree up to " + stepNumber(layers) +
                        " splits them, unevenly where it does not divide them");
    if (firstStageLayers < 0)
        throw Error(ErrorCode::Negative, "first_stage_layers", std::to_string(firstStageLayers));
    if (lastStageLayers < 0)
        throw Error(ErrorCode::Negative, "last_stage_layers", std::to_string(lastStageLayers));
    StageSplit s;
    s.stages = p;
    if (p == 1) {
        if ((firstStageLayers != 0 && firstStageLayers != L) || lastStageLayers != 0)
            throw Error(ErrorCode::OutOfRange, firstStageLayers != 0 ? "first_stage_layers" : "last_stage_layers",
                        "one stage holds all " + stepNumber(layers) + " layers");
        s.first = L;
        return s;
    }
    // The balanced rule: T = ceil((L + 2) / p) slots a stage, the embedding and the loss one slot each; the
    // surplus p T - 2 - L taken one layer each from the earliest middle stages (they hold the most activations),
    // then from the first.
    const int mids = p - 2, T = (L + 2 + p - 1) / p, surplus = p * T - 2 - L;
    s.first = T - 1;
    s.last = T - 1;
    s.middle = mids > 0 ? T : 0;
    s.fewer = std::min(surplus, mids);
    if (surplus > mids)
        s.first -= 1;
    if (firstStageLayers == 0 && lastStageLayers == 0) {
        if (mids > 0 && s.fewer == mids) {
            s.middle -= 1;
            s.fewer = 0;
        }
        return s;
    }
    // A first or last stage given: the other as the rule has it, the middle stages share the rest evenly.
    // The stage given that leaves the others too few: the last where it alone does (the first leaving room), else
    // the first where given.
    const bool lastAlone = lastStageLayers > L - mids - 1 && firstStageLayers <= L - mids - 1;
    const char* field = firstStageLayers != 0 && !lastAlone ? "first_stage_layers" : "last_stage_layers";
    if (firstStageLayers != 0)
        s.first = firstStageLayers;
    if (lastStageLayers != 0)
        s.last = lastStageLayers;
    if (p == 2 && (firstStageLayers == 0 || lastStageLayers == 0))
        (firstStageLayers != 0 ? s.last : s.first) = L - (firstStageLayers != 0 ? s.first : s.last);
    const long long rest = static_cast<long long>(L) - s.first - s.last;
    if (s.first < 1 || s.last < 1 || rest < mids || (mids == 0 && rest != 0))
        throw Error(ErrorCode::OutOfRange, field,
                    mids == 0 ? "the two stages hold the " + stepNumber(layers) + " layers between them"
                              : "leaves a stage with no layer: the first and last hold at most " +
                                    std::to_string(L - mids) + " of the " + stepNumber(layers) + " layers");
    s.fewer = 0;
    s.middle = 0;
    if (mids > 0) {
        s.middle = static_cast<int>((rest + mids - 1) / mids);
        s.fewer = static_cast<int>(static_cast<long long>(mids) * s.middle - rest);
    }
    return s;
}

bool interleaves(const StageSplit& split, int v)
{
    if (v < 1)
        return false;
    if (split.divisibleBy(v))
        return true;
    if (split.stages < 2)
        return false;
    StageSplit slots = split;
    slots.first += 1;
    slots.last += 1;
    return slots.divisibleBy(v);
}

std::string stageSplitText(const StageSplit& split)
{
    const std::vector<int> all = split.layers();
    std::string out;
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i;
        while (j < all.size() && all[j] == all[i])
            ++j;
        out += (out.empty() ? "" : " + ") + std::to_string(all[i]);
        if (j - i > 1)
            out += "\u00d7" + std::to_string(j - i);
        i = j;
    }
    return out;
}

} // namespace gp
