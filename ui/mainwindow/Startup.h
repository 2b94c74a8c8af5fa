#pragma once

#include <functional>

namespace gpui {

class MainWindow;

// What a program that embeds the application may add to its start: goodput-bench's start-up probe installs itself
// on the main window before it is shown. A start with a hook shows no first-run welcome.
struct StartupHooks {
    std::function<void(MainWindow&)> beforeShow;
};

// goodput-planner as a function: the command line (--export-pdf, --language, a plan file), the language and
// appearance, the main window with the example plan, the offer to recover unsaved changes, and the event loop.
// Returns the exit status.
int runApplication(int argc, char** argv, const StartupHooks& hooks = {});

} // namespace gpui
