#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace gpui {

// A typed settings key: one place names each key and its default (no string keys scattered around).
template <typename T>
class Preference {
public:
    Preference(const char* key, T fallback) : key_(QString::fromLatin1(key)), fallback_(std::move(fallback)) {}
    T get() const { return QSettings().value(key_, QVariant::fromValue(fallback_)).template value<T>(); }
    // A value already stored is not written again: each start sets the view and the list's width as they were, and
    // a write rewrites the whole file.
    void set(const T& value) const
    {
        QSettings settings;
        if (settings.contains(key_) && settings.value(key_).template value<T>() == value)
            return;
        settings.setValue(key_, QVariant::fromValue(value));
    }

private:
    QString key_;
    T fallback_;
};

namespace settings {
inline Preference<QByteArray> windowGeometry() { return {"mainwindow/geometry", {}}; }
inline Preference<QByteArray> windowState() { return {"mainwindow/state", {}}; }
inline Preference<int> appearance() { return {"appearance/scheme", 0}; } // 0 system, 1 light, 2 dark
inline Preference<QString> language() { return {"appearance/language", {}}; } // empty: the system locale
inline Preference<bool> welcomed() { return {"mainwindow/welcomed", false}; } // the first-run welcome was shown
// Open the last plan (the first of the recent files) at start, instead of the example.
inline Preference<bool> reopenLast() { return {"files/reopenLast", false}; }
inline Preference<bool> showToolbar() { return {"mainwindow/toolbar", true}; }
// The view and the decision graph shown last, by id ("costs", "gpu-selection"): an index would point elsewhere once
// the views or the graphs in use change. The index keys are read only where no id is stored yet (older settings).
inline Preference<QString> viewId() { return {"mainwindow/viewId", {}}; }
inline Preference<QString> decisionGraphId() { return {"decision/graphId", {}}; }
inline Preference<int> currentView() { return {"mainwindow/view", 0}; }
inline Preference<bool> viewListCollapsed() { return {"mainwindow/viewListCollapsed", false}; }
inline Preference<int> decisionGraph() { return {"decision/graph", 0}; }

// The graphs of installed graph packs the user switched off, by graph id.
inline Preference<QStringList> graphsSwitchedOff() { return {"decision/graphsOff", {}}; }
inline Preference<int> workbenchTab() { return {"workbench/tab", 0}; }
// The user's own accelerator prices (the plan's price_overrides JSON), remembered between plans.
inline Preference<QString> myPrices() { return {"costs/myPrices", {}}; }
inline Preference<QString> proposalArchitect() { return {"proposal/architect", {}}; }
inline Preference<QString> proposalCompany() { return {"proposal/company", {}}; }
inline Preference<QString> proposalLogo() { return {"proposal/logo", {}}; }
inline Preference<QStringList> recentFiles() { return {"files/recent", {}}; }
inline Preference<QString> lastDirectory() { return {"files/lastDirectory", {}}; }
// Export Deployment: the format chosen last ("skypilot", "gke", "slurm") and the folder written to.
inline Preference<QString> deployFormat() { return {"deploy/format", QStringLiteral("skypilot")}; }
inline Preference<QString> deployFolder() { return {"deploy/folder", {}}; }
} // namespace settings

} // namespace gpui
