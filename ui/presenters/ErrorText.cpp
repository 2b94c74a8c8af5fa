#include "presenters/ErrorText.h"

#include "presenters/Content.h"

namespace gpui {

QString describeError(const gp::Error& error)
{
    return content(gp::errorText(error));
}

} // namespace gpui
