#include "units/DurationField.h"

#include "io/Error.h"

namespace gp {

Duration durationField(const JsonFields& fields, const char* key, Duration fallback)
{
    const nlohmann::json* v = fields.find(key);
    if (!v)
        return fallback;
    if (v->is_string())
        return parseDuration(v->get<std::string>(), fields.pathOf(key));
    if (v->is_number())
        return checkedHours(v->get<double>(), fields.pathOf(key));
    throw Error(ErrorCode::WrongType, fields.pathOf(key), "expected a duration such as \"30m\" or a number of hours");
}

} // namespace gp
