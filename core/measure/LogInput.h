#pragma once

// The bytes of a goodput log as they stream by, one window at a time (internal to core/measure): the readers
// never hold the file whole (docs/model.md section 18, "Bad input").

#include "measure/GoodputLog.h"

#include <cstdint>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace gp::logread {

class LogInput {
public:
    // Text in memory, shown a window of 1 MiB at a time so that progress and cancelling work as for a file.
    LogInput(std::string_view text, const LogReadControl& control);
    // An open file (not closed here), read 64 KiB at a time; more than kMaxLogBytes is FileTooLarge. `size` is its
    // size for the progress, 0 when it is not known.
    LogInput(std::FILE* file, std::uint64_t size, const std::string& source, const LogReadControl& control);

    // The unread bytes of the current window, the next one when it is used up; empty at the end of the input.
    std::string_view window()
    {
        if (cur_ == end_)
            refill();
        return {cur_, static_cast<std::size_t>(end_ - cur_)};
    }
    void consume(std::size_t n) { cur_ += n; }
    bool atEnd() { return cur_ == end_ && !refill(); }
    char peek() const { return *cur_; } // after !atEnd()
    void advance() { ++cur_; }
    // Bytes consumed since the start.
    std::uint64_t position() const { return before_ + static_cast<std::uint64_t>(cur_ - start_); }
    // Bytes taken from the source so far.
    std::uint64_t bytesRead() const { return before_ + static_cast<std::uint64_t>(end_ - start_); }

private:
    bool refill();

    std::string_view text_;
    std::FILE* file_ = nullptr;
    std::uint64_t size_ = 0;
    std::string source_;
    const LogReadControl& control_;
    std::vector<char> buffer_;
    const char* start_ = nullptr;
    const char* cur_ = nullptr;
    const char* end_ = nullptr;
    std::uint64_t before_ = 0; // bytes of the windows before this one
};

// The next line, without its line break; false at the end of the input. A line longer than `limit` is read past
// without being held: `tooLong` is set and the line is empty. `buffer` holds a line that spans two windows.
bool nextLine(LogInput& in, std::string& buffer, std::string_view& line, bool& tooLong,
              std::size_t limit = kMaxLogLineBytes);

// The input as the characters nlohmann::json's SAX parser reads, stopping (as at the end) once more than `limit`
// bytes have passed since mark(): a Cloud Logging entry is held by the parser while it is read, so one entry may
// not grow beyond the limit.
class JsonCursor {
public:
    JsonCursor(LogInput& in, std::size_t limit) : in_(in), limit_(limit) {}
    void mark() { mark_ = in_.position(); }
    bool overLimit() const { return over_; }
    bool atEnd()
    {
        if (in_.atEnd())
            return true;
        if (in_.position() - mark_ > limit_) {
            over_ = true;
            return true;
        }
        return false;
    }
    LogInput& input() { return in_; }

    // An input iterator over the cursor; the default-constructed one is the end.
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = char;
        using difference_type = std::ptrdiff_t;
        using pointer = const char*;
        using reference = char;
        Iterator() = default;
        explicit Iterator(JsonCursor* c) : c_(c) {}
        char operator*() const { return c_->in_.peek(); }
        Iterator& operator++()
        {
            c_->in_.advance();
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator before = *this;
            ++*this;
            return before;
        }
        friend bool operator==(const Iterator& a, const Iterator& b) { return a.ended() == b.ended(); }
        friend bool operator!=(const Iterator& a, const Iterator& b) { return !(a == b); }

    private:
        bool ended() const { return !c_ || c_->atEnd(); }
        JsonCursor* c_ = nullptr;
    };
    Iterator begin() { return Iterator(this); }
    static Iterator end() { return Iterator(); }

private:
    LogInput& in_;
    std::size_t limit_;
    std::uint64_t mark_ = 0;
    bool over_ = false;
};

} // namespace gp::logread
