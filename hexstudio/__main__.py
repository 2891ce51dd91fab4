from hexstudio.cli import main

raise SystemExit(main())
