#include "measure/LogJsonEntry.h"

#include <charconv>

namespace gp::logread {

void EntryHandler::setStep(StepValue v)
{
    if (field_ == StepCount) {
        record_.stepCount = std::move(v);
        record_.present |= 1u << StepCount;
    } else {
        record_.ckStep = std::move(v);
        record_.present |= 1u << CkStep;
    }
}

bool EntryHandler::number_integer(json::number_integer_t v)
{
    if (inFields() && field_ < FieldCount) {
        if (field_ == StepCount || field_ == CkStep)
            setStep(StepValue::ofInteger(v));
        else
            record_.set(field_, static_cast<double>(v));
    }
    return value();
}

bool EntryHandler::number_unsigned(json::number_unsigned_t v)
{
    if (inFields() && field_ < FieldCount) {
        if (field_ == StepCount || field_ == CkStep)
            setStep(StepValue::ofUnsigned(v));
        else
            record_.set(field_, static_cast<double>(v));
    }
    return value();
}

bool EntryHandler::number_float(json::number_float_t v, const json::string_t& text)
{
    if (inFields() && field_ < FieldCount) {
        if (field_ == StepCount || field_ == CkStep)
            setStep(StepValue::ofDouble(v, text));
        else
            record_.set(field_, v);
    }
    return value();
}

bool EntryHandler::string(json::string_t& s)
{
    if (inFields()) {
        switch (field_) {
        case JobName:
            record_.jobName = s;
            record_.hasJob = true;
            break;
        case CustomType: record_.customType = s; break;
        case ElasticWaitType: record_.elasticWaitType = s; break;
        case EventType: record_.eventType = s; break;
        case Directory: record_.directory = s; break;
        case Timestamp:
            if (depth_ == entryDepth_)
                record_.timestamp = s;
            break;
        default:
            if (field_ == StepCount || field_ == CkStep) {
                setStep(StepValue::ofText(s));
            } else if (field_ < FieldCount) { // a number written as a string, as Cloud Logging exports large ones
                double v = 0;
                const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
                if (r.ec == std::errc() && r.ptr == s.data() + s.size())
                    record_.set(field_, v);
            }
            break;
        }
    }
    return value();
}

bool EntryHandler::start_object(std::size_t)
{
    ++depth_;
    if (depth_ == entryDepth_) {
        record_.clear();
        payloadDepth_ = -1;
        if (cursor_)
            cursor_->mark();
    } else if (depth_ == entryDepth_ + 1 && field_ == JsonPayload) {
        payloadDepth_ = depth_;
    }
    field_ = None;
    return true;
}

bool EntryHandler::end_object()
{
    if (depth_ == entryDepth_) {
        --depth_;
        ++entries_;
        if (cursor_)
            cursor_->mark();
        return emit_(record_);
    }
    if (depth_ == payloadDepth_)
        payloadDepth_ = -1;
    --depth_;
    return true;
}

bool EntryHandler::key(json::string_t& k)
{
    field_ = None;
    if (depth_ == entryDepth_ || depth_ == payloadDepth_)
        field_ = fieldNamed(k);
    return true;
}

} // namespace gp::logread
