"""`s2s bench`: time translated corpus programs on a GPU machine that has no s2s.

prepare (here, with islpy) -> DIR/run.py (on the GPU machine, standard library only) -> report (here).
See prepare.py, data/run.py and report.py.
"""
