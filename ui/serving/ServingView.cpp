#include "serving/ServingView.h"

#include "common/ErrorBanner.h"
#include "common/FigureTable.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "common/ScrollPage.h"
#include "presenters/ServingText.h"
#include "common/ViewRefresh.h"
#include "costs/MarkedBars.h"
#include "serving/ServingInputs.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpui {
namespace {

QTableWidgetItem* cell(const QString& text, bool right = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (right)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* makeTable(const QStringList& headers, const QString& name, QWidget* parent)
{
    QTableWidget* t = figureTable(headers, parent);
    t->setAlternatingRowColors(true);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setAccessibleName(name);
    return t;
}

void setBold(QTableWidget* t, int row)
{
    for (int c = 0; c < t->columnCount(); ++c)
        if (QTableWidgetItem* item = t->item(row, c)) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
}

} // namespace

ServingView::ServingView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , inputs_(new ServingInputs(
          [this](const QString& description, const std::function<void(gp::InferenceSettings&)>& change) {
              gp::InferenceSettings settings = document_->plan().inference;
              change(settings);
              const auto error =
                  document_->modifyChecked(description, [&](gp::Plan& p) { gp::setServing(p, settings); });
              error_->setVisible(error.has_value());
              if (error) {
                  error_->setText(*error);
                  refresh(); // the refused value goes back to the plan's
              }
          },
          this))
    , error_(makeErrorBanner(this))
    , recommendation_(new QLabel(this))
    , served_(new QLabel(this))
    , spotNote_(new QLabel(this))
    , standing_(new QLabel(this))
    , table_(makeTable({tr("Accelerator"), tr("Serves"), tr("Per replica"), tr("Memory, GB (weights + KV cache + other)"), tr("Largest batch"), tr("TTFT, median / 90th"),
                        tr("TPOT, median / 90th"), tr("Replicas"), tr("$/h"), tr("$/month"), tr("$ per million tokens")},
                       tr("Every accelerator serving the plan"), this))
    , provisioning_(makeTable({tr("Provisioning"), tr("$/h"), tr("$/month"), tr("$ per million tokens")},
                              tr("The served accelerator under each provisioning"), this))
    , chart_(new QChartView(this))
{
    setAccessibleName(tr("Serving costs"));
    for (QLabel* l : {recommendation_, served_, spotNote_, standing_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    QFont bold = recommendation_->font();
    bold.setBold(true);
    recommendation_->setFont(bold);
    recommendation_->setAccessibleName(tr("Recommendation"));
    served_->setAccessibleName(tr("The served accelerator"));
    standing_->setAccessibleName(tr("Provisioning and spares"));
    spotNote_->setText(tr("Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a "
                          "replica away with 30 seconds' notice and its capacity may take hours to return, so the "
                          "spares would have to cover the preemptions as well."));
    table_->setToolTip(tr("Memory per replica: weights + KV cache + activations and the runtime's reserve. TTFT and "
                          "TPOT with the batch full: the prefills queue and share the decode steps (continuous "
                          "batching); the median and the 90th percentile."));
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumHeight(260);
    chart_->setAccessibleName(tr("Cost per million tokens per accelerator"));

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(table_, 3);
    leftLayout->addWidget(new QLabel(tr("The served accelerator under each provisioning"), this));
    leftLayout->addWidget(provisioning_, 1);
    leftLayout->addWidget(spotNote_);
    provisioning_->setMinimumHeight(150);
    QSplitter* splitter = tablesBesideCharts(left, chart_, this);

    // On a short window the page scrolls at its readable height rather than squeezing the tables.
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(inputs_);
    layout->addWidget(error_);
    layout->addWidget(recommendation_);
    layout->addWidget(served_);
    layout->addWidget(standing_);
    layout->addWidget(splitter, 1);
    splitter->setMinimumHeight(520);
    chart_->setMinimumWidth(340);
    fillWithScrolled(this, content);
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::evaluationInputs(), [this] { refresh(); });
    refresh_->refreshNow();
}

void ServingView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    inputs_->setColumns(width() >= 1150 ? 4 : width() >= 720 ? 3 : 2);
}

void ServingView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && chart_->chart())
        themeMarkedBars(chart_->chart(), palette());
}

void ServingView::refresh()
{
    const gp::Plan& plan = document_->plan();
    const auto& ev = document_->evaluation();
    if (!ev || plan.kind != gp::PlanKind::Inference)
        return;
    inputs_->show(plan.inference, ev->catalog());
    const gp::ServingAdvice& advice = ev->servingAdvice;
    recommendation_->setText(ServingText::recommendation(*ev));
    served_->setText(ServingText::servedSummary(*ev));
    // What the service stands on, under its figures: Spot where it is served on Spot, and no spares without an
    // availability target.
    QStringList notes;
    if (plan.goodput.provisioning == gp::Provisioning::Spot)
        notes << tr("⚠ Served on Spot: a preemption takes a replica away with 30 seconds' notice and its capacity "
                    "may take hours to return. On demand suits a standing service; the table below prices both.");
    if (plan.inference.request.availability <= 0)
        notes << tr("No availability target, so no spare replicas: a failed replica's share of the traffic waits "
                    "for its recovery. Set an availability target (99.9 %, say) to add spares.");
    standing_->setText(notes.join(QLatin1Char('\n')));
    standing_->setVisible(!notes.isEmpty());
    const gp::Catalog& catalog = ev->catalog();
    const auto nameOf = [&catalog](const std::string& id) {
        const gp::Accelerator* a = catalog.find(id);
        return a ? QString::fromStdString(a->name) : QString::fromStdString(id);
    };

    // Every accelerator, the served one in bold, in the order the evaluation ranks them.
    const std::vector<gp::InferencePlan>& rows = ev->serving;
    table_->setRowCount(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const gp::InferencePlan& p = rows[i];
        const int row = static_cast<int>(i);
        const bool ok = gp::serves(p);
        QString name = nameOf(p.accelerator);
        if (advice.pick && *advice.pick == i)
            name += tr(" (the tree's pick)");
        if (advice.cheapest && *advice.cheapest == i && advice.cheapest != advice.pick)
            name += tr(" (cheapest)");
        table_->setItem(row, 0, cell(name, false));
        // Whether it serves comes first: a row that does not fit says so beside its name.
        table_->setItem(row, 1, cell(ServingText::status(p), false));
        table_->setItem(row, 2, cell(QString::number(p.acceleratorsPerReplica)));
        const gp::Accelerator* a = catalog.find(p.accelerator);
        const double capacity = a ? gp::deviceMemoryGb(a->memoryGb) * p.acceleratorsPerReplica : 0.0;
        table_->setItem(row, 3,
                        cell(tr("%1 of %2 (%3 + %4 + %5)")
                                 .arg(number(p.memory.total, 1), number(capacity, 0), number(p.memory.weights, 1),
                                      number(p.memory.kvCache, 1), number(p.memory.other, 1))));
        table_->setItem(row, 4, cell(QString::number(p.maxBatch)));
        const auto pair = [](double median, double p90) {
            return QStringLiteral("%1 / %2").arg(ServingText::milliseconds(median), ServingText::milliseconds(p90));
        };
        table_->setItem(row, 5, cell(p.fits ? pair(p.ttft, p.ttftP90) : QStringLiteral("–")));
        table_->setItem(row, 6, cell(p.fits ? pair(p.tpot, p.tpotP90) : QStringLiteral("–")));
        table_->setItem(row, 7, cell(p.fits ? QString::number(p.replicas) : QStringLiteral("–")));
        table_->setItem(row, 8, cell(p.fits ? money(p.pricePerHour) : QStringLiteral("–")));
        table_->setItem(row, 9, cell(p.fits ? money(p.pricePerMonth) : QStringLiteral("–")));
        table_->setItem(row, 10, cell(ok ? ServingText::costPerMillionTokens(p) : QStringLiteral("–")));
        if (ev->served && ev->served->accelerator == p.accelerator)
            setBold(table_, row);
    }
    const ServingText::Bars bars = ServingText::costBars(*ev);
    fillMarkedBars(chart_, bars.names, ServingText::tr("Cost per million tokens ($)"), ServingText::tr("$"),
                   bars.values, bars.served, ServingText::tr("Served"), 2);

    const auto& options = ev->servingProvisioning;
    provisioning_->setRowCount(static_cast<int>(options.size()));
    for (std::size_t i = 0; i < options.size(); ++i) {
        const auto& [provisioning, p] = options[i];
        const int row = static_cast<int>(i);
        QString name = provisioningName(provisioning);
        if (provisioning == plan.goodput.provisioning)
            name += tr(" (this plan)");
        provisioning_->setItem(row, 0, cell(name, false));
        provisioning_->setItem(row, 1, cell(money(p.pricePerHour)));
        provisioning_->setItem(row, 2, cell(money(p.pricePerMonth)));
        provisioning_->setItem(row, 3, cell(ServingText::costPerMillionTokens(p)));
        if (provisioning == plan.goodput.provisioning)
            setBold(provisioning_, row);
    }
}

} // namespace gpui
