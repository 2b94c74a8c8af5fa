#include "presentation/PresentationView.h"

#include "presenters/AnswerText.h"
#include "settings/AppSettings.h"
#include "decision/GraphLibrary.h"
#include "presenters/Content.h"
#include "presenters/Format.h"
#include "common/ViewRefresh.h"
#include "document/PlanSearch.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionView.h"
#include "plan/Plan.h"
#include "flowchart/WalkPathPainter.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace gpui {

PresentationView::PresentationView(PlanDocument* document, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , document_(document)
    , refresh_(new ViewRefresh(this, document,
                               gp::PlanChange::evaluationInputs() | gp::PlanPart::Engagement | gp::PlanPart::Walks,
                               [this] { refresh(); }))
{
    setObjectName(QStringLiteral("presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    setAccessibleName(tr("Presentation"));
    setWindowTitle(tr("Presentation — Goodput Planner"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setFocusPolicy(Qt::StrongFocus);
    // The recommendation is the plan search's, which runs off the user interface's thread.
    connect(document_->search(), &PlanSearch::finished, refresh_, &ViewRefresh::invalidate);
    refresh_->refreshNow();
}

void PresentationView::refresh()
{
    const gp::Plan& plan = document_->plan();
    PresentationContent c;
    c.title = !plan.title.empty() ? QString::fromStdString(plan.title) : document_->displayName();
    if (!plan.engagement.customer.empty())
        c.title = tr("%1 · for %2").arg(c.title, QString::fromStdString(plan.engagement.customer));
    const auto& ev = document_->evaluation();
    if (!ev) {
        c.headline = tr("No result: an input is invalid");
        content_ = std::move(c);
        relayout();
        return;
    }
    c.headline = AnswerText::headline(plan, *ev);
    document_->search()->request(true);
    if (plan.kind == gp::PlanKind::Training)
        c.factors = tr("Scheduling %1 × Runtime %2 × Program (MFU) %3")
                        .arg(percent(ev->goodput.scheduling), percent(ev->goodput.runtime), percent(ev->goodput.program));
    // The recommendation is the plan search's, worded as the overview words it; the walk is the advice beside it.
    c.answers = AnswerText::of(plan, *ev);
    // The walk of the graph the Decision flowcharts show, when it is another graph than the GPU tree's (a graph
    // pack's) and is walked; otherwise the GPU walk as recorded, or for a serving plan the path its figures give.
    c.graphs = ev->graphs;
    const auto graphs = c.graphs.all();
    const int shownGraph = DecisionView::rememberedGraph(c.graphs);
    if (shownGraph >= 0 && shownGraph < static_cast<int>(graphs.size())) {
        const gp::Graph& g = *graphs[static_cast<std::size_t>(shownGraph)];
        if (g.id != gp::kGpuSelectionGraph)
            if (auto w = gp::walkOf(plan, c.graphs, g.id); w && w->canGoBack()) {
                c.walk = std::move(w);
                c.walkNote = tr("The walk of “%1”").arg(content(g.title));
            }
    }
    if (!c.walk && !ev->shownGpuWalk.empty()) {
        gp::Plan shown;
        shown.walks[gp::kGpuSelectionGraph] = ev->shownGpuWalk;
        c.walk = gp::walkOf(shown, c.graphs, gp::kGpuSelectionGraph);
        c.walkNote = ev->shownGpuWalkDerived ? tr("The path the serving figures give")
                                             : tr("Advice: the GPU walk through the decision tree of Optimizing GPU Usage");
    }
    if (!c.walk)
        c.walkNote = tr("No walk of the GPU tree is recorded: walk it in the Decision flowcharts view.");
    content_ = std::move(c);
    relayout();
}

void PresentationView::relayout()
{
    layout_ = PresentationLayout::of(content_, size(), font(), palette());
    page_ = std::clamp(page_, 0, layout_.pageCount() - 1);
    QStringList spoken = texts();
    if (layout_.pageCount() > 1)
        spoken << layout_.page(page_).back().text; // "Page 1 of 2"
    setAccessibleDescription(spoken.join(QLatin1Char('\n')));
    update();
}

void PresentationView::setPage(int page)
{
    page = std::clamp(page, 0, layout_.pageCount() - 1);
    if (page == page_)
        return;
    page_ = page;
    relayout();
}

QStringList PresentationView::texts() const
{
    QStringList out{content_.title, content_.headline};
    if (!content_.factors.isEmpty())
        out << content_.factors;
    for (const AnswerText::Answer& a : content_.answers)
        out << a.title + QStringLiteral(": ") + a.value +
                   (a.detail.isEmpty() ? QString() : QStringLiteral(" (") + a.detail + QLatin1Char(')'));
    if (content_.walk)
        out << content(content_.walk->current().text);
    return out;
}

qreal PresentationView::smallestPointSize() const
{
    return layout_.smallestPointSize();
}

void PresentationView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    QColor muted = text;
    muted.setAlphaF(0.7);
    p.setPen(QPen(pal.color(QPalette::Highlight), 3));
    p.drawLine(layout_.rule());
    using Role = PresentationBlock::Role;
    for (const PresentationBlock& b : layout_.page(page_)) {
        if (b.role == Role::Walk) {
            p.save();
            p.translate(b.rect.topLeft() + QPointF(b.inset, b.inset));
            p.scale(b.scale, b.scale);
            layout_.walk()->paint(&p, QPointF(0, 0), b.rows);
            p.restore();
            continue;
        }
        const bool quiet = b.role == Role::Factors || b.role == Role::AnswerTitle || b.role == Role::WalkNote ||
                           b.role == Role::PageNumber;
        p.setPen(b.role == Role::Headline ? pal.color(QPalette::Highlight) : quiet ? muted : text);
        PresentationLayout::drawText(p, b.rect, b.text, b.font);
    }
}

void PresentationView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
    case Qt::Key_F11: close(); return;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space: setPage(page_ + 1); return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace: setPage(page_ - 1); return;
    case Qt::Key_Home: setPage(0); return;
    case Qt::Key_End: setPage(pageCount() - 1); return;
    default: QWidget::keyPressEvent(event);
    }
}

void PresentationView::mousePressEvent(QMouseEvent* event)
{
    // A click turns the page as a presenter's remote does: forward, or back with the right button.
    if (event->button() == Qt::LeftButton)
        setPage(page_ + 1);
    else if (event->button() == Qt::RightButton)
        setPage(page_ - 1);
    else
        QWidget::mousePressEvent(event);
}

void PresentationView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void PresentationView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::LanguageChange)
        relayout();
}

void PresentationView::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

} // namespace gpui
