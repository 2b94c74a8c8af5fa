#pragma once

// The SAX handler both JSON readers share (internal to core/measure): the keys of an entry object and of its
// jsonPayload, flat, so that a million steps never become a JSON tree; nested values are skipped.

#include "measure/LogBuilder.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace gp::logread {

class EntryHandler {
public:
    using json = nlohmann::json;
    // Entries are the objects at `entryDepth` (1 for a JSON Lines line, 2 in a Cloud Logging array); `emit` gets
    // each one and returns false to stop. `cursor`, when given, is marked at each entry's start and end.
    EntryHandler(int entryDepth, std::function<bool(const Record&)> emit, JsonCursor* cursor = nullptr)
        : entryDepth_(entryDepth), emit_(std::move(emit)), cursor_(cursor)
    {
    }

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(json::number_integer_t v);
    bool number_unsigned(json::number_unsigned_t v);
    bool number_float(json::number_float_t v, const json::string_t& text);
    bool string(json::string_t& s);
    bool binary(json::binary_t&) { return value(); }
    bool start_object(std::size_t);
    bool end_object();
    bool start_array(std::size_t)
    {
        ++depth_;
        field_ = None;
        return true;
    }
    bool end_array()
    {
        --depth_;
        return true;
    }
    bool key(json::string_t& k);
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex)
    {
        errorAt_ = position;
        error_ = ex.what();
        return false;
    }

    const Record& record() const { return record_; } // the last entry read
    std::size_t entries() const { return entries_; }
    const std::string& error() const { return error_; }
    std::size_t errorAt() const { return errorAt_; }

private:
    bool inFields() const { return field_ != None && (depth_ == entryDepth_ || depth_ == payloadDepth_); }
    bool value()
    {
        field_ = None;
        return true;
    }
    void setStep(StepValue v);

    int entryDepth_;
    std::function<bool(const Record&)> emit_;
    JsonCursor* cursor_;
    Record record_;
    int depth_ = 0;
    int payloadDepth_ = -1;
    Field field_ = None;
    std::size_t entries_ = 0;
    std::string error_;
    std::size_t errorAt_ = 0;
};

} // namespace gp::logread
