#pragma once

#include "goodput/RenewalGrid.h"
#include "goodput/VectorState.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace gp {

// Work items 0 to count - 1 on up to `threads` cores (0: every core), the calling thread one of them. Each worker
// solves on the caller's renewal grid. An error in one item stops the others at their next item and is thrown again
// once every thread is joined; `done`, when given, is told from the working threads how many items are finished.
template <typename Work>
void parallelFor(std::size_t count, int threads, Work&& work, const std::function<void(int)>& done = {})
{
    std::atomic<std::size_t> next{0};
    std::atomic<int> finished{0};
    std::mutex failed;
    std::exception_ptr error;
    const RenewalGrid grid = renewalGrid();
    auto worker = [&] {
        const RenewalGridScope scope(grid);
        clearUpperVectorState();
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= count)
                return;
            try {
                work(i);
            } catch (...) {
                std::lock_guard lock(failed);
                if (!error)
                    error = std::current_exception();
                next.store(count);
                return;
            }
            const int sofar = finished.fetch_add(1) + 1;
            if (done)
                done(sofar);
        }
    };
    int n = threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency());
    n = std::clamp(n, 1, 16);
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min<int>(n, static_cast<int>(count)); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

} // namespace gp
