#pragma once
// The step model's hand-worked cases (docs/model.md section 23), shared by the tests that work them: an
// accelerator of round figures, 100 TFLOP/s at 0.5, 1 TB/s of HBM, 100 GB/s each way inside a domain of 4 and
// `scaleOut` bytes/s out of it (10 GB/s unless given); a 1e9-parameter model of `layers` layers, h 1,024, 8 heads,
// s 1,024, fused attention, 16 sequences a step on 8 accelerators.
#include "performance/StepModel.h"

namespace gptest {

inline gp::Fabric roundFabric(double scaleOut = 10e9)
{
    gp::Fabric f;
    f.peakFlops = 100e12;
    f.matrixEfficiency = 0.5;
    f.memoryBandwidth = 1e12;
    f.scaleUpBandwidth = 100e9;
    f.scaleUpDomain = 4;
    f.scaleOutBandwidth = scaleOut;
    f.memoryGb = 80;
    f.perNode = 4;
    return f;
}

inline gp::StepJob roundJob(double layers)
{
    gp::StepJob job;
    job.shape = {1e9, layers, 1024, 8, 0, 1024, 0, true};
    job.globalBatchTokens = 16 * 1024;
    job.accelerators = 8;
    return job;
}

} // namespace gptest
