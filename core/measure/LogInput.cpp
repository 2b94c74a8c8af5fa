#include "measure/LogInput.h"

#include "io/Error.h"

#include <algorithm>
#include <cstring>

namespace gp::logread {
namespace {

constexpr std::size_t kTextWindow = std::size_t(1) << 20;
constexpr std::size_t kFileWindow = std::size_t(64) << 10;

} // namespace

LogInput::LogInput(std::string_view text, const LogReadControl& control)
    : text_(text), size_(text.size()), control_(control)
{
    start_ = cur_ = end_ = text_.data();
}

LogInput::LogInput(std::FILE* file, std::uint64_t size, const std::string& source, const LogReadControl& control)
    : file_(file), size_(size), source_(source), control_(control), buffer_(kFileWindow)
{
    start_ = cur_ = end_ = buffer_.data();
}

bool LogInput::refill()
{
    before_ += static_cast<std::uint64_t>(end_ - start_);
    if (control_.progress && before_ > 0) {
        const double share = size_ > 0 ? std::min(1.0, double(before_) / double(size_)) : 0.0;
        if (!control_.progress(std::min(share, 0.99)))
            throw Error(ErrorCode::Cancelled, "log");
    }
    if (!file_) {
        const std::size_t at = static_cast<std::size_t>(before_);
        const std::size_t n = std::min(kTextWindow, text_.size() - std::min(at, text_.size()));
        start_ = cur_ = text_.data() + at;
        end_ = start_ + n;
        return n > 0;
    }
    const std::size_t n = std::fread(buffer_.data(), 1, buffer_.size(), file_);
    if (n == 0 && std::ferror(file_))
        throw Error(ErrorCode::FileUnreadable, source_);
    start_ = cur_ = buffer_.data();
    end_ = start_ + n;
    if (before_ + n > kMaxLogBytes)
        throw Error(ErrorCode::FileTooLarge, source_, "limit " + std::to_string(kMaxLogBytes) + " bytes");
    return n > 0;
}

bool nextLine(LogInput& in, std::string& buffer, std::string_view& line, bool& tooLong, std::size_t limit)
{
    buffer.clear();
    tooLong = false;
    if (in.atEnd())
        return false;
    bool held = false; // the line so far is in `buffer`
    for (;;) {
        const std::string_view w = in.window();
        if (w.empty())
            break; // the last line, without a line break
        const void* nl = std::memchr(w.data(), '\n', w.size());
        const std::size_t n = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - w.data()) : w.size();
        if (!tooLong) {
            if (!held && nl && n <= limit) { // the whole line in this window: no copy
                line = w.substr(0, n);
                in.consume(n + 1);
                return true;
            }
            if (buffer.size() + n > limit) {
                tooLong = true;
                std::string().swap(buffer); // its memory back at once
            } else {
                if (buffer.size() + n > buffer.capacity()) // grows to the limit and no further
                    buffer.reserve(std::min(std::max(2 * buffer.capacity(), buffer.size() + n), limit));
                buffer.append(w.data(), n);
                held = true;
            }
        }
        in.consume(nl ? n + 1 : n);
        if (nl)
            break;
    }
    line = tooLong ? std::string_view() : std::string_view(buffer);
    return true;
}

} // namespace gp::logread
