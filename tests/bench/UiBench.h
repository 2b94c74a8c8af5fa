#pragma once

#include <functional>

namespace gpbench {

// Layout (Graphviz dot) and painting of the largest decision graph.
void benchFlowchart();
// One keystroke in the graph editor: the undo step, the layout again, the panel and the pack written.
void benchGraphEditor();

// From a slider's value change to every visible workbench chart replotted (each curve 2,000 points), offscreen, in
// the window size the application opens with. Measured for each chart tab.
void benchWorkbench();
// Every slider visible on the goodput and the scale tab dragged in turn; reports the slowest drag of each tab (of the
// tabs whose row `want` asks for).
void benchEverySlider(const std::function<bool(const char*)>& want);
void benchWorkbenchSteps(); // one step on each tab, every view alive, a scenario shown; and edit_copies
void benchNotesKeystroke();
void benchScenarioCompare();

// A live language switch: translators replaced and the main window rebuilt and repainted, on the workbench.
void benchLanguageSwitch();

// Rendering the example plan's proposal to PDF bytes, with the plan attached.
void benchProposal(const std::function<bool(const char*)>& want);

// goodput-planner started offscreen with the example plan, from exec to the main window's first paint, and its
// peak resident memory after showing every view.
void benchStartup();

} // namespace gpbench
