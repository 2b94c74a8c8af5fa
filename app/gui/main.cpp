// goodput-planner: the desktop application.
#include "mainwindow/Startup.h"

int main(int argc, char** argv)
{
    return gpui::runApplication(argc, argv);
}
