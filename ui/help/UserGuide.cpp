#include "help/UserGuide.h"

#include <QStringList>

namespace gpui {
namespace {

QString paragraphs(const QStringList& texts)
{
    QString out;
    for (const QString& t : texts)
        out += QStringLiteral("<p>") + t.toHtmlEscaped() + QStringLiteral("</p>\n");
    return out;
}

QString keys(const QList<QPair<QString, QString>>& rows)
{
    QString out = QStringLiteral("<table cellpadding=\"3\">\n");
    for (const auto& [key, what] : rows)
        out += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>\n").arg(key.toHtmlEscaped(), what.toHtmlEscaped());
    return out + QStringLiteral("</table>\n");
}

QString formula(const QString& caption, const QString& lines)
{
    return QStringLiteral("<p><b>%1</b></p>\n<pre>%2</pre>\n").arg(caption.toHtmlEscaped(), lines.toHtmlEscaped());
}

QString link(const QString& page, const QString& text)
{
    return QStringLiteral("<a href=\"guide:%1\">%2</a>").arg(page, text.toHtmlEscaped());
}

} // namespace

QString UserGuide::pageForView(int view)
{
    static const char* const ids[] = {"overview", "flowcharts", "workbench", "costs",
                                      "study",    "proposal",   "measured",  "scenarios"};
    return view >= 0 && view < 8 ? QString::fromLatin1(ids[view]) : QStringLiteral("start");
}

QList<UserGuide::Page> UserGuide::pages()
{
    QList<Page> out;
    out << Page{QStringLiteral("start"), tr("Getting started"),
                paragraphs({tr("Goodput Planner helps you pick accelerators, plan for failures and price a training "
                               "run or a serving deployment with ML Productivity Goodput: scheduling goodput × "
                               "runtime goodput × program goodput (MFU). Every figure comes from a stated formula "
                               "with its source."),
                            tr("A plan is one customer engagement: the job's scale, its interruptions and "
                               "checkpoints, the training run or the model served, prices, decision walks and "
                               "options. The application opens with the example plan; File > New starts an empty "
                               "one. Plans are saved as .gpplan files, and an autosave brings back your work after "
                               "a crash."),
                            tr("The views are listed on the left (Ctrl+1 to Ctrl+8). Every edit is one undo step: "
                               "Ctrl+Z undoes and Ctrl+Shift+Z redoes from any field."),
                            tr("View > Present (F11) shows the plan full screen for a meeting: the walk, the "
                               "recommendation and its figures in large type. F11 or Esc leaves it. F1 opens this "
                               "guide at the page of the view you are in.")}) +
                    QStringLiteral("<ul>") +
                    QStringLiteral("<li>%1</li><li>%2</li><li>%3</li><li>%4</li><li>%5</li><li>%6</li><li>%7</li>"
                                   "<li>%8</li><li>%9</li>")
                        .arg(link(QStringLiteral("overview"), tr("Overview")),
                             link(QStringLiteral("flowcharts"), tr("Decision flowcharts")),
                             link(QStringLiteral("workbench"), tr("Goodput workbench")),
                             link(QStringLiteral("costs"), tr("Costs")), link(QStringLiteral("study"), tr("Study")),
                             link(QStringLiteral("proposal"), tr("Proposal")),
                             link(QStringLiteral("measured"), tr("Measured")),
                             link(QStringLiteral("scenarios"), tr("Scenarios")),
                             link(QStringLiteral("model"), tr("The model's formulas"))) +
                    QStringLiteral("</ul>")};
    out << Page{QStringLiteral("overview"), tr("Overview"),
                paragraphs({tr("The overview answers first: the recommended accelerator and count with its "
                               "provisioning, the wall days against the deadline, the cost of the run and the cost "
                               "per productive accelerator-hour. A serving plan shows the served accelerator, its "
                               "latency, and the cost a month and per million tokens."),
                            tr("Below them are ML Productivity Goodput and its three factors as bars, and the three "
                               "techniques of the goodput flowchart with the largest modelled gain."),
                            tr("Each figure opens the view that explains it: click it, or press Enter or Space on "
                               "it. Warnings, such as a missed deadline, a model that does not fit or inputs "
                               "outside the model's range, appear in yellow above the figures.")})};
    out << Page{QStringLiteral("flowcharts"), tr("Decision flowcharts"),
                paragraphs({tr("Four decision trees from the guide Optimizing GPU Usage: choosing the GPU, "
                               "optimizing cost and efficiency, optimizing training time and improving goodput. Each "
                               "opens fitted to the window."),
                            tr("Answer a question by clicking an answer's label, with the panel's buttons, or with "
                               "the number shown beside each answer. The walk is drawn in bold and the view follows "
                               "it to the next choices. Click a visited node to go back to it."),
                            tr("The walk of the GPU tree feeds the plan: its recommendation chooses the "
                               "accelerators the costs compare. Answer from the plan (P) takes every answer the "
                               "plan's figures decide; each is marked as the plan's and can be changed."),
                            tr("Edit Graphs opens the graph shown in the editor. Built-in graphs are read-only: "
                               "Copy into a Pack makes your own copy. New Graph starts one from a single question. "
                               "Select a node or an answer on the chart and edit it in the side panel; drag an "
                               "answer's arrow onto another node to move where it leads. Every change is saved in "
                               "your pack at once and is one step of Edit > Undo. The Problems list names what "
                               "keeps the graph a draft; click one to go to its node. A graph without problems is "
                               "walked, studied and printed like the built-in ones when you press Done Editing. "
                               "File > Import Graph Pack and Export Graph Pack share packs as .gpgraphs files.")}) +
                    keys({{tr("1 to 9"), tr("Answer the current question")},
                          {tr("Backspace, Alt+Left"), tr("Back one step")},
                          {tr("Home"), tr("Start the walk again")},
                          {tr("Arrow keys"), tr("Pan")},
                          {tr("Ctrl++, Ctrl+−, Ctrl+0"), tr("Zoom in, zoom out, fit the chart to the view")},
                          {tr("Ctrl+Tab, Ctrl+PgDown"), tr("Next tree")},
                          {tr("Ctrl+Shift+Tab, Ctrl+PgUp"), tr("Previous tree")},
                          {tr("Tab, Shift+Tab (editing)"), tr("Next node, previous node")},
                          {tr("Enter (editing)"), tr("Edit the selected node's text or answer")},
                          {tr("Q, R, A (editing)"), tr("Add a question, a recommendation or an answer")},
                          {tr("Delete, Ctrl+D (editing)"), tr("Delete, duplicate the selected node")}})};
    out << Page{QStringLiteral("workbench"), tr("Goodput workbench"),
                paragraphs({tr("The workbench holds the planning model's inputs: scale, scheduling (provisioning, "
                               "waits, hot spares), runtime (interruption rates by class, checkpointing, recovery) "
                               "and program goodput (MFU). The charts beside them are redrawn as you edit."),
                            tr("The mouse wheel changes a field only when it has focus, so scrolling the form "
                               "never changes a value. A value outside the model's range is refused with the "
                               "reason, and the field goes back to the plan's value."),
                            tr("The charts show where the window's hours go, runtime goodput against the checkpoint "
                               "interval with the Young and Daly optima, failure cost against cluster size, the "
                               "sensitivity of each input, and a Monte Carlo of the window that checks the exact "
                               "model.")})};
    return out + viewPages();
}

// The pages of the views from the costs on, and the model's formulas.
QList<UserGuide::Page> UserGuide::viewPages()
{
    QList<Page> out;
    out << Page{QStringLiteral("costs"), tr("Costs"),
                paragraphs({tr("For a training plan: the time and cost of the run on every accelerator of the "
                               "catalog, priced as capacity is sold (on demand, Spot, DWS flex-start and calendar "
                               "mode, 1- and 3-year commitments), whether the model fits in memory, and the count "
                               "that meets the deadline."),
                            tr("Find the plan, at the top of the page, searches every accelerator, count, "
                               "provisioning, number of hot spares, checkpoint interval and fast tier for the "
                               "cheapest configuration that meets the deadline with the confidence you set (90 % "
                               "unless you change it), within the budget if you give one. It runs in the background "
                               "and runs again when the plan changes; Cancel stops it. The recommendation shows its "
                               "cost, its days with the 90th percentile, how likely it is to finish in time, and "
                               "your plan's figures beside it. The catalog marks its row: its status reads "
                               "recommended, with the count that meets the deadline."),
                            tr("Apply sets the plan to the recommendation in one step that Edit > Undo takes back; "
                               "Add as Scenario keeps it beside the plan instead. Details… shows the front of cost "
                               "against the days at the 90th percentile (click a point to see its configuration and "
                               "apply it), the cheapest options and why each other accelerator lost. Accelerators "
                               "the model does not fit are listed last, greyed, with the reason in their tooltip."),
                            tr("For a serving plan (This plan is for: Inference (serving)): the model, its precision and "
                               "context, the traffic and the latency targets. Every accelerator gets its replicas, "
                               "latency and cost per million tokens; the one served is in bold."),
                            tr("Prices can be overridden for a plan, and custom accelerators added."),
                            tr("Export Deployment… (beside the recommendation, and in the File menu) writes the "
                               "plan's recommended option, or another, as the files a platform team runs: a SkyPilot "
                               "task, a GKE JobSet with its Kueue queue, or a Slurm batch script. The preview shows "
                               "each file and what the format cannot express; nothing is replaced without asking, "
                               "and the proposal lists the files exported.")})};
    out << Page{QStringLiteral("study"), tr("Study"),
                paragraphs({tr("Practice and exam questions drawn from the decision trees and the model: the "
                               "recommendation a path leads to, what comes next, which goodput a technique "
                               "improves, runtime goodput by the formula, failure cost at scale, and serving memory "
                               "and latency."),
                            tr("After an answer your choice stays marked, and the right answer is shown with the "
                               "reason. An exam asks before it ends with questions unanswered; its results list "
                               "every question with your answer, the right one and why."),
                            tr("Review repeats the questions you missed, spaced by the SM-2 schedule; Progress "
                               "shows your scores by topic.")})};
    out << Page{QStringLiteral("proposal"), tr("Proposal"),
                paragraphs({tr("The proposal is the plan as a document for the customer: a one-page executive "
                               "summary with the recommendation, the cost, the time, the goodput and what drives "
                               "it, the risks and the next steps; then the decision path, the goodput analysis, the "
                               "techniques, the costs, the assumptions and the formulas with their sources. A plan "
                               "with options presents them first."),
                            tr("File > Export Proposal (Ctrl+E) writes a PDF. The plan travels inside it: File > "
                               "Open reads it back, even after another PDF tool has rewritten the file."),
                            tr("The cover's fields (customer, engagement, architect, date and logo) are set in this "
                               "view.")})};
    out << Page{QStringLiteral("measured"), tr("Measured"),
                paragraphs({tr("Open a real job's goodput log (the ml-goodput-measurement format) to see what the "
                               "job measured beside what the plan assumed: goodput, badput by cause and the "
                               "interruptions."),
                            tr("Fit the Plan to This Measurement takes the measured rates and MFU into the plan in "
                               "one undo step; Keep as the Proposal's Baseline keeps the measurement with the plan, "
                               "and its proposal shows it beside the plan.")})};
    out << Page{QStringLiteral("scenarios"), tr("Scenarios"),
                paragraphs({tr("Scenarios are options of one plan, each a set of changes to the base plan: another "
                               "accelerator, provisioning or checkpointing. The view compares their time, cost and "
                               "goodput side by side and marks the recommended one."),
                            tr("The Scenario box in the toolbar chooses the option every view shows; edits go to "
                               "it.")})};
    out << Page{QStringLiteral("model"), tr("The model's formulas"),
                paragraphs({tr("Every figure comes from a stated formula. The main ones follow; the model's "
                               "document, installed as /usr/share/doc/goodput-planner/model.md.gz, gives each with "
                               "its derivation, its source and where it stops being valid.")}) +
                    formula(tr("ML Productivity Goodput (Optimizing GPU Usage)"),
                            QStringLiteral("MPG = SG × RG × PG")) +
                    formula(tr("Runtime goodput for a window t_w and interruptions i (Optimizing GPU Usage)"),
                            QStringLiteral("t_c = Σ (t_rm,i + t_ch,i)\nRG  = (t_w − t_c − Σ t_re,i) / (t_w − Σ t_re,i)")) +
                    formula(tr("The optimal checkpoint interval, for save cost δ and mean time M between "
                               "interruptions that lose progress (Young 1974; Daly 2006)"),
                            QStringLiteral("Young: τ = √(2 δ M)\nDaly:  τ = √(2 δ M) [1 + √(δ/(2M))/3 + (δ/(2M))/9] − δ")) +
                    formula(tr("Failure cost against scale: n nodes, every interruption idles the whole job"),
                            QStringLiteral("fixed window:          lost accelerator-hours ∝ n²\n"
                                           "fixed training compute: lost accelerator-hours ∝ n")) +
                    formula(tr("Training time and cost (C = 6 N D: EleutherAI, “Transformer Math 101”)"),
                            QStringLiteral("C = 6 N D\nP = C / (G × peak × MFU)\n"
                                           "cost = billed accelerator-hours × price")) +
                    formula(tr("Program goodput (PaLM, Chowdhery et al. 2022)"),
                            QStringLiteral("MFU = tokens/s × (6 N + 12 L H Q T) / (chips × peak FLOP/s)")) +
                    formula(tr("Serving: the KV cache (Pope et al. 2022) and the roofline (Williams et al. 2009)"),
                            QStringLiteral("KV cache    = 2 × layers × KV heads × head dimension × bytes × T × B\n"
                                           "decode step = max(bytes read / (g × bandwidth × e_decode),\n"
                                           "                  2 N B / (g × peak × e_prefill))\n"
                                           "TTFT = P / prefill + one step;  TPOT = one step"))};
    return out;
}

} // namespace gpui
