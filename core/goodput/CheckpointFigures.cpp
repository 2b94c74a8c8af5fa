#include "goodput/CheckpointFigures.h"

#include <algorithm>

namespace gp {

CheckpointFigures checkpointFigures(const GoodputInputs& in, const ModelParameters& p, const GoodputEvaluation& g)
{
    CheckpointFigures f;
    f.hasState = in.checkpointStateGb > 0;
    f.source = checkpointSaveDerived(in) ? SaveSource::Derived
               : f.hasState && in.checkpointSaveMeasured ? SaveSource::Measured
                                                         : SaveSource::Typed;
    f.save = checkpointSaveTime(in);
    GoodputInputs derived = in;
    derived.checkpointSaveMeasured = false;
    f.derivedSave = checkpointSaveTime(derived);
    f.stall = checkpointStallTime(in);
    f.read = checkpointReadTime(in);
    f.writeGbPerSecond = checkpointWriteGbPerSecond(in);
    f.readGbPerSecond = checkpointReadGbPerSecond(in);
    f.fast = in.fastTier;
    if (f.fast) {
        f.fastSave = fastSaveTime(in);
        f.fastRead = fastReadTime(in);
        f.fastEvery = p.fast.every;
        f.fastSurvivesFailure = fastTierSurvives(in, InterruptionClass::Failure);
    }
    const double window = std::max(1e-9, p.window);
    f.fastSaves = g.fastSaves / window;
    f.fastLost = g.fastLost / window;
    f.persistentSaves = std::max(0.0, g.hours.saves - g.fastSaves) / window;
    f.persistentLost = std::max(0.0, g.hours.lost - g.fastLost) / window;
    return f;
}

} // namespace gp
