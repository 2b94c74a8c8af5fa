// What most widget tests read, compiled once for all of them (tests/CMakeLists.txt): the core tests' headers,
// the widgets they drive, QCustomPlot and the main window with its document.
#pragma once

#include "CoreTests.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QUndoStack>

#include <qcustomplot.h>

#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
