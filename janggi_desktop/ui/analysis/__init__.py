"""What the window shows of the analysis: the controller (engine, live lines, hints, game report), the
evaluation bar, the lines panel and the report panel.  Nothing here is imported before the first frame but
the controller and the evaluation bar."""
