#pragma once

#include "i18n/Text.h"

#include <QString>

#include <string>

namespace gpui {

// Texts that come from the core and its embedded data (decision graphs, catalog notes, presets, questions), in the
// language of the installed translators. Their .ts context is "gp"; what has no translation stays English.
QString content(const std::string& english);
QString content(const gp::Text& text);

} // namespace gpui
